/** Word lists the seed draws from, so generated records read like real ones. */
export const firstNames = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret',
  'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle',
  'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie',
  'Luis', 'Rosa', 'Carlos', 'Maria', 'Jose', 'Ana', 'Wei', 'Mei', 'Raj', 'Priya',
];
export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
];
export const middleInitials = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'W'];
export const states = ['TX', 'CA', 'FL', 'NY', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'AZ'];
export const cities = ['Dallas', 'Sacramento', 'Tampa', 'Albany', 'Springfield', 'Harrisburg', 'Columbus', 'Atlanta', 'Raleigh', 'Lansing', 'Trenton', 'Phoenix'];
export const streets = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'Lakeview Rd', 'Hillcrest Ave', 'Medical Pkwy', 'Commerce St', 'Elm St'];
export const specialties = [
  'Orthopedic Surgery', 'Physical Medicine and Rehabilitation', 'Occupational Medicine', 'Chiropractic',
  'Physical Therapy', 'Pain Management', 'Neurology', 'Radiology', 'Family Medicine', 'Emergency Medicine',
];
export const facilityKinds = ['Surgery Center', 'Imaging Center', 'Rehabilitation Hospital', 'Medical Center', 'Physical Therapy Clinic', 'Urgent Care'];
export const facilityPrefixes = ['Lakeside', 'Summit', 'Riverbend', 'Northgate', 'Pinecrest', 'Bayview', 'Westfield', 'Harbor', 'Meadowbrook', 'Sunrise'];
export const degrees = ['MD', 'DO', 'DC', 'PT', 'DPT', 'NP', 'PA-C'];
export const languages = ['English', 'Spanish', 'Vietnamese', 'Mandarin', 'Hindi', 'Tagalog'];
export const focuses = ['Spine', 'Sports Injuries', 'Hand and Wrist', 'Work Hardening', 'Functional Capacity Evaluation', 'Post-surgical Rehab'];
export const services = ['MRI', 'CT Scan', 'X-Ray', 'Outpatient Surgery', 'Aquatic Therapy', 'EMG/NCV', 'Injections'];
export const payers = [
  'Keystone Mutual Insurance', 'Lone Star Casualty', 'Pacific Employers Group', 'Great Lakes Indemnity',
  'Atlantic Workers Fund', 'Sunbelt Risk Services', 'Heartland Auto Insurance', 'Cascade Self-Insured Trust',
  'Gulf Coast Assurance', 'Prairie State Fund',
];
/** CPT and HCPCS codes with their descriptions, for bill lines. */
export const procedures: [string, string][] = [
  ['99213', 'Office visit, established patient, low complexity'],
  ['99204', 'Office visit, new patient, moderate complexity'],
  ['97110', 'Therapeutic exercise, each 15 minutes'],
  ['97140', 'Manual therapy techniques, each 15 minutes'],
  ['97530', 'Therapeutic activities, each 15 minutes'],
  ['72148', 'MRI lumbar spine without contrast'],
  ['73721', 'MRI lower extremity joint without contrast'],
  ['20610', 'Arthrocentesis, major joint'],
  ['64483', 'Transforaminal epidural injection, lumbar'],
  ['J1030', 'Injection, methylprednisolone acetate, 40 mg'],
  ['97014', 'Electrical stimulation, unattended'],
  ['99283', 'Emergency department visit, moderate severity'],
];
