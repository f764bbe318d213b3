// Writes app/lib/common-passwords.ts: passwords of at least PASSWORD_MIN_LENGTH characters that people pick most,
// made of the words that top every leaked-password list and their Nordic counterparts, with the endings people
// add to reach a length rule (years, 123). Run after changing the words: node scripts/generate-common-passwords.ts
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PASSWORD_MIN_LENGTH } from "../app/lib/password-rules.ts";

const WORDS = {
  common: [
    "password", "passw0rd", "p@ssword", "p@ssw0rd", "qwerty", "qwertz", "azerty", "iloveyou", "letmein", "welcome", "admin",
    "administrator", "monkey", "dragon", "football", "baseball", "basketball", "sunshine", "princess", "master", "shadow",
    "superman", "batman", "spiderman", "trustno1", "starwars", "whatever", "freedom", "computer", "internet", "michael",
    "jennifer", "jordan", "hunter", "ranger", "buster", "soccer", "hockey", "charlie", "summer", "winter", "spring",
    "autumn", "secret", "changeme", "default", "login", "guest", "hello", "helloworld", "pokemon", "minecraft",
    "fortnite", "liverpool", "chelsea", "arsenal", "barcelona", "realmadrid", "manchester", "pepper", "ginger",
    "cookie", "chocolate", "butterfly", "flower", "purple", "orange", "banana", "cheese", "coffee", "mustang",
    "ferrari", "porsche", "harley", "thunder", "killer", "matrix", "samsung", "iphone", "google", "facebook",
    "linkedin", "microsoft", "windows", "office", "outlook", "azure", "support", "helpdesk", "company", "business",
    "access", "security", "loveme", "lovely", "angel", "baby", "family", "forever", "friends", "happy",
    "smile", "money", "nicole", "jessica", "ashley", "daniel", "thomas", "robert", "william", "andrew", "joshua",
    "matthew", "anthony", "abc123", "qwe123", "asd123", "zxc123", "test", "testing", "user", "root",
    "server", "database", "backup", "network", "system", "service", "nordic", "nordicit", "itservices",
  ],
  swedish: [
    "lösenord", "losenord", "losen", "lösen", "sommar", "vinter", "varen", "våren", "hosten", "hösten", "hemligt",
    "hemlig", "sverige", "svenska", "stockholm", "göteborg", "goteborg", "malmö", "malmo", "uppsala", "lund",
    "helsingborg", "skåne", "skane", "kalle", "kärlek", "karlek", "älskling", "alskling", "hejhej", "tjena",
    "välkommen", "valkommen", "fotboll", "innebandy", "midsommar", "julafton", "tomten", "katten", "hunden",
    "blomma", "solsken", "zlatan", "ikea", "volvo", "saab", "abba", "kanelbulle", "fika", "semester", "företag",
    "foretag", "jobbet", "kontoret", "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti",
    "september", "oktober", "november", "december", "måndag", "mandag", "fredag", "lördag", "lordag", "söndag",
    "sondag", "mamma", "pappa", "mormor", "farmor", "anna", "erik", "lars", "karin", "johan", "maria", "sara",
  ],
  norwegian: [
    "passord", "sommer", "norge", "norsk", "oslo", "bergen", "trondheim", "stavanger", "tromsø", "tromso",
    "hemmelig", "velkommen", "fotball", "kjærlighet", "kjaerlighet", "elsker", "jegelskerdeg", "høst", "host",
    "våren", "jul", "julaften", "bamse", "katt", "hund", "rosenborg", "brann", "vålerenga", "valerenga", "mai",
    "januar", "februar", "desember", "oktober", "mandag", "lørdag", "lordag", "søndag", "sondag", "ola",
    "nordmann", "kari", "fjord", "firma", "jobben", "kontoret",
  ],
  finnish: [
    "salasana", "kesä", "kesa", "talvi", "kevät", "kevat", "syksy", "suomi", "suomi100", "helsinki", "tampere",
    "turku", "oulu", "espoo", "vantaa", "salainen", "tervetuloa", "kissa", "koira", "rakkaus", "rakastan",
    "perkele", "sisu", "sauna", "joulu", "juhannus", "leijona", "leijonat", "hiihto", "jääkiekko", "jaakiekko",
    "nokia", "muumi", "tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "kesakuu",
    "heinäkuu", "heinakuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu", "maanantai", "perjantai",
    "yritys", "toimisto", "matti", "mikko", "anne", "johanna",
  ],
  danish: ["adgangskode", "kodeord", "danmark", "københavn", "kobenhavn", "aarhus", "hemmelig", "velkommen", "kærlighed"],
  sequences: [
    "1234567890", "0987654321", "0123456789", "1234512345", "1122334455", "1212121212", "1231231231", "1111111111",
    "0000000000", "2222222222", "9999999999", "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4t5", "q1w2e3r4t5y6", "1qaz2wsx",
    "1qaz2wsx3edc", "zaq12wsx", "zaq1xsw2cde3", "qazwsxedc", "qazwsxedcrfv", "qwertyuiop", "asdfghjkl", "zxcvbnm",
    "qwertyuiop123", "asdfghjkl123", "abcdefghij", "abcdefghijk", "abcdefg123", "aaaaaaaaaa", "qqqqqqqqqq",
    "asdfasdfasdf", "qwerasdfzxcv", "1q2w3e4r", "qwer1234", "asdf1234", "zxcv1234", "abcd1234", "password1234",
  ],
};

const YEARS = [1990, 2000, ...Array.from({ length: 16 }, (_, i) => 2015 + i)];
// No "!" endings: the rule reads "sommar2024!" as "sommar2024" (trailing marks are ignored).
const ENDINGS = ["", "1", "12", "123", "1234", "12345", "123456"];

const passwords = new Set<string>();
for (const word of Object.values(WORDS).flat()) {
  const base = word.toLowerCase();
  for (const ending of [...ENDINGS, ...YEARS.map(String)]) {
    const password = base + ending;
    if ([...password].length >= PASSWORD_MIN_LENGTH && [...password].length <= 24) passwords.add(password);
  }
  const doubled = base + base;
  if ([...doubled].length >= PASSWORD_MIN_LENGTH) passwords.add(doubled);
}

const sorted = [...passwords].sort();
const file = `// Generated by scripts/generate-common-passwords.ts: ${sorted.length} passwords people pick most (lower case,
// at least ${PASSWORD_MIN_LENGTH} characters; shorter ones fail the length rule anyway). Imported lazily by the browser.
const LIST = \`
${sorted.join("\n")}
\`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.trim().split("\\n"));
`;
writeFileSync(resolve(import.meta.dirname, "../app/lib/common-passwords.ts"), file);
console.log(`${sorted.length} passwords written`);
