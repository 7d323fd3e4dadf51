-- Each counter keeps the window of the policy that last counted it, so a sweep can tell when the row holds
-- nothing any more (decision 074). Rows from before: a year, the longest window any policy has.
ALTER TABLE "attempt_counter" ADD COLUMN "window_minutes" integer DEFAULT 525600 NOT NULL;