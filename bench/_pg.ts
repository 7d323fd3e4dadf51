import { benchDatabase, scaleSeed } from '/work/main/bench/lib';
const { url, database } = await benchDatabase('postgres', scaleSeed(1_000_000), { variant: process.argv[2] });
await database.close();
console.log(url);
