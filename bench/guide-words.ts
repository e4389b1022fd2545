/**
 * The words bench/guide.ts makes its fair's titles, authors, publishers and houses of, and its
 * visitors' queries: a few dozen of each, so a word is in hundreds or thousands of titles, as in a
 * real fair, and a whole phrase or name in tens.
 */
// prettier-ignore
export const NOUNS_AR = [
  "رحلة", "أسرار", "حكايات", "ذاكرة", "ظلال", "أيام", "رسائل", "أحلام", "أصوات", "طريق", "بيت",
  "نافذة", "حديقة", "مرآة", "قناديل", "أجنحة", "خريطة", "ليالي", "أسئلة", "وصايا", "أوراق", "دفتر",
  "سيرة", "مدن", "نجوم", "أمواج", "ضوء", "صمت", "غربة", "عودة",
];
// prettier-ignore
export const GENITIVES_AR = [
  "البحر", "الصحراء", "المدينة", "الذاكرة", "الليل", "القمر", "الريح", "النخيل", "الغياب", "الحنين",
  "الضوء", "الطفولة", "الزمن", "الشتاء", "الربيع", "الجبل", "النهر", "الوطن", "السفر", "الحرية",
  "الأندلس", "بغداد", "القاهرة", "دمشق", "الرياض", "مكة", "تونس", "فاس",
];
// prettier-ignore
export const FEMININE_AR = [
  "الرحلة", "المدينة", "الحديقة", "النافذة", "الذاكرة", "المرآة", "الخريطة", "الرسالة", "الغرفة",
  "الجزيرة", "القافلة", "السفينة",
];
// prettier-ignore
export const ADJECTIVES_AR = [
  "الأخيرة", "الأولى", "المنسية", "البعيدة", "الصغيرة", "الكبرى", "الضائعة", "الخفية", "الجديدة",
  "القديمة", "الزرقاء", "الصامتة",
];
// prettier-ignore
export const FIELDS_AR = [
  "التاريخ", "الفلسفة", "علم النفس", "الاقتصاد", "اللغة العربية", "الرياضيات", "الفيزياء",
  "الكيمياء", "الطب", "الفلك", "الجغرافيا", "الشعر", "النحو", "البلاغة", "الإدارة", "البرمجة",
  "الذكاء الاصطناعي", "الفقه", "الأدب المقارن", "علم الاجتماع",
];
// prettier-ignore
export const PLACES_AR = [
  "الأندلس", "بغداد", "القاهرة", "دمشق", "الرياض", "مكة", "تونس", "فاس", "الحجاز", "اليمن", "عمان",
  "بيروت",
];
// prettier-ignore
export const FIRST_NAMES_AR = [
  "محمد", "أحمد", "عبدالله", "سارة", "فاطمة", "نورة", "خالد", "يوسف", "ليلى", "مريم", "عمر", "علي",
  "حسن", "هدى", "سلمى", "إبراهيم", "منى", "ريم", "طارق", "ياسر", "نجيب", "غادة", "رضوى", "إلياس",
  "أمين",
];
// prettier-ignore
export const LAST_NAMES_AR = [
  "الغامدي", "القحطاني", "العتيبي", "الشمري", "الحربي", "المطيري", "الدوسري", "محفوظ", "الكوني",
  "عبدالرحمن", "حسين", "الخطيب", "السعدي", "المصري", "البغدادي", "الأندلسي", "التونسي", "المغربي",
  "الزهراني", "الشهري", "اليوسف", "منيف", "عاشور", "إدريس", "حداد", "نصر الله", "الطيب", "جبران",
  "درويش", "قباني",
];
// prettier-ignore
export const NATIONALITIES_AR = [
  "سعودي", "مصري", "لبناني", "سوري", "عراقي", "أردني", "مغربي", "تونسي", "إماراتي", "كويتي",
];
// prettier-ignore
export const ADJECTIVES_EN = [
  "Silent", "Last", "Hidden", "Golden", "Broken", "Distant", "Forgotten", "Secret", "Little",
  "Long", "Endless", "Burning", "Quiet", "Wild", "Lost",
];
// prettier-ignore
export const NOUNS_EN = [
  "River", "City", "Garden", "House", "Night", "Sea", "Desert", "Journey", "Letters", "Window",
  "Road", "Mirror", "Kingdom", "Island", "Memory", "Stars", "Winter", "Voice", "Map", "Lantern",
];
// prettier-ignore
export const FIELDS_EN = [
  "History", "Philosophy", "Economics", "Physics", "Mathematics", "Astronomy", "Medicine",
  "Architecture", "Poetry", "Linguistics", "Psychology", "Programming", "Machine Learning",
  "Arabic Grammar", "Islamic Art",
];
// prettier-ignore
export const PLACES_EN = [
  "Cairo", "Baghdad", "Andalusia", "Damascus", "Riyadh", "Tunis", "Fez", "Istanbul", "Samarkand",
  "Jerusalem", "Beirut", "Muscat",
];
// prettier-ignore
export const FIRST_NAMES_EN = [
  "John", "Sarah", "Michael", "Emily", "David", "Laura", "James", "Anna", "Robert", "Maria",
  "Peter", "Hannah", "Omar", "Leila", "Karim", "Nadia", "Thomas", "Julia", "Naguib", "Hisham",
];
// prettier-ignore
export const LAST_NAMES_EN = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Taylor",
  "Anderson", "Thompson", "White", "Harris", "Martin", "Clarke", "Lewis", "Walker", "Hall", "Young",
  "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Carter", "Mahfouz", "Matar",
  "Soueif",
];
export const NOUNS_FR = ["Jardin", "Voyage", "Mer", "Nuit", "Ville", "Maison", "Désert", "Silence"];
export const ADJECTIVES_FR = ["perdu", "oublié", "secret", "lointain", "dernier", "bleu"];
/** Houses sell others' titles too: these publishers' names appear across many houses. */
// prettier-ignore
export const KNOWN_PUBLISHERS_AR = [
  "دار الشروق", "دار الساقي", "دار المعارف", "مكتبة جرير", "دار الآداب", "دار التنوير",
  "المركز الثقافي العربي", "دار العين", "منشورات الجمل", "دار أثر", "دار مدارك", "دار الفارابي",
];
// prettier-ignore
export const KNOWN_PUBLISHERS_EN = [
  "Penguin Books", "Oxford University Press", "Cambridge University Press", "HarperCollins",
  "Bloomsbury", "Vintage", "Routledge", "Macmillan",
];
// prettier-ignore
export const HOUSE_PREFIXES = [
  ["دار", "Dar"], ["مكتبة", "Maktabat"], ["منشورات", "Manshurat"], ["مؤسسة", "Muassasat"],
] as const;
// prettier-ignore
export const HOUSE_WORDS = [
  ["المعرفة", "Al-Maarifa"], ["الحكمة", "Al-Hikma"], ["القلم", "Al-Qalam"], ["الفكر", "Al-Fikr"],
  ["النهضة", "Al-Nahda"], ["الأفق", "Al-Ufuq"], ["المنارة", "Al-Manara"], ["الوراق", "Al-Warraq"],
  ["البيان", "Al-Bayan"], ["الرسالة", "Al-Risala"], ["الهلال", "Al-Hilal"],
  ["الينابيع", "Al-Yanabi"], ["الكلمة", "Al-Kalima"], ["الضياء", "Al-Diyaa"],
  ["السنابل", "Al-Sanabil"], ["الجسور", "Al-Jusur"], ["الأصالة", "Al-Asala"], ["المدى", "Al-Mada"],
  ["الرافدين", "Al-Rafidain"], ["النيل", "Al-Nil"], ["الخليج", "Al-Khaleej"],
  ["الجزيرة", "Al-Jazira"], ["الأندلس", "Al-Andalus"], ["الشرق", "Al-Sharq"], ["الغد", "Al-Ghad"],
  ["الفجر", "Al-Fajr"], ["الإبداع", "Al-Ibdaa"], ["الثقافة", "Al-Thaqafa"], ["التراث", "Al-Turath"],
  ["الأجيال", "Al-Ajyal"], ["الوعي", "Al-Waey"], ["المستقبل", "Al-Mustaqbal"],
] as const;
// prettier-ignore
export const HOUSE_SUFFIXES = [
  ["للنشر", "Publishing"], ["للنشر والتوزيع", "Publishing & Distribution"],
  ["للطباعة والنشر", "Press"], ["الحديثة", "Modern Books"], ["الدولية", "International"],
  ["العربية", "Arabic Books"], ["للكتاب", "Books"], ["الثقافية", "Cultural House"],
] as const;
/** Where the houses come from, as many times as each is likely. */
// prettier-ignore
export const COUNTRIES = [
  "SA", "SA", "SA", "SA", "SA", "SA", "SA", "SA", "EG", "EG", "EG", "AE", "AE", "LB", "LB", "JO",
  "KW", "MA", "TN", "GB",
];
/** Some titles are written vocalized, as publishers sometimes do. */
export const VOCALIZED_AR: Record<string, string> = {
  رحلة: "رِحْلَة",
  أسرار: "أَسْرَار",
  ذاكرة: "ذَاكِرَة",
  ظلال: "ظِلَال",
  أيام: "أَيَّام",
  حكايات: "حِكَايَات",
  رسائل: "رَسَائِل",
  أحلام: "أَحْلَام",
};
export const LANGUAGE = { ar: "العربية", en: "الإنجليزية", fr: "الفرنسية" } as const;
