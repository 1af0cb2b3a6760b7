CREATE TABLE "campus" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_bn" text NOT NULL,
	"short" text NOT NULL,
	"short_bn" text NOT NULL,
	"city" text NOT NULL,
	"city_bn" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text,
	"merged_into" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "meetup_spot" DROP CONSTRAINT "meetup_spot_name_unique";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "campus_id" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "campus_id" text;--> statement-breakpoint
ALTER TABLE "campus" ADD CONSTRAINT "campus_merged_into_campus_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."campus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campus_domains_idx" ON "campus" USING gin ("domains");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_campus_id_campus_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_campus_id_campus_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The universities of Bangladesh (db/campuses.json, from the Hipo university-domains list, MIT:
-- db/campuses.NOTICE.md), with their names in Bangla, short names and cities. The admins keep
-- them from here on.
INSERT INTO "campus" ("id", "name", "name_bn", "short", "short_bn", "city", "city_bn", "domains", "website") VALUES
  ('aust', 'Ahsanullah University of Science & Technology', 'আহ্ছানউল্লা বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'AUST', 'এইউএসটি', 'Dhaka', 'ঢাকা', array['aust.edu']::text[], 'http://www.aust.edu/'),
  ('aiub', 'American International University - Bangladesh', 'আমেরিকান ইন্টারন্যাশনাল ইউনিভার্সিটি-বাংলাদেশ', 'AIUB', 'এআইইউবি', 'Dhaka', 'ঢাকা', array['aiub.edu']::text[], 'http://www.aiub.edu/'),
  ('asaub', 'Asa University Bangladesh', 'আশা ইউনিভার্সিটি বাংলাদেশ', 'ASAUB', 'এএসএইউবি', 'Dhaka', 'ঢাকা', array['asaub.edu.bd']::text[], 'http://www.asaub.edu.bd/'),
  ('aub', 'Asian University of Bangladesh', 'এশিয়ান ইউনিভার্সিটি অব বাংলাদেশ', 'AUB', 'এইউবি', 'Savar', 'সাভার', array['aub-bd.org']::text[], 'http://www.aub-bd.org/'),
  ('adust', 'Atish Dipankar University', 'অতীশ দীপঙ্কর বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'ADUST', 'এডিইউএসটি', 'Dhaka', 'ঢাকা', array['atishdipankaruniversity.edu.bd']::text[], 'http://www.atishdipankaruniversity.edu.bd/'),
  ('bsmrau', 'Bangabandhu Sheikh Mujibur Rahman Agricultural University', 'বঙ্গবন্ধু শেখ মুজিবুর রহমান কৃষি বিশ্ববিদ্যালয়', 'BSMRAU', 'বশেমুরকৃবি', 'Gazipur', 'গাজীপুর', array['bsmrau.edu.bd']::text[], 'http://www.bsmrau.edu.bd/'),
  ('bsmmu', 'Bangabandhu Sheikh Mujibur Rahman Medical University', 'বঙ্গবন্ধু শেখ মুজিব মেডিকেল বিশ্ববিদ্যালয়', 'BSMMU', 'বিএসএমএমইউ', 'Dhaka', 'ঢাকা', array['bsmmu.edu.bd']::text[], 'http://www.bsmmu.edu.bd/'),
  ('bau', 'Bangladesh Agricultural University', 'বাংলাদেশ কৃষি বিশ্ববিদ্যালয়', 'BAU', 'বাকৃবি', 'Mymensingh', 'ময়মনসিংহ', array['bau.edu.bd']::text[], 'http://www.bau.edu.bd/'),
  ('bmu', 'Bangladesh Maritime University', 'বাংলাদেশ মেরিটাইম বিশ্ববিদ্যালয়', 'BMU', 'বিএমইউ', 'Dhaka', 'ঢাকা', array['bmu.edu.bd']::text[], 'https://bmu.edu.bd/'),
  ('bou', 'Bangladesh Open University', 'বাংলাদেশ উন্মুক্ত বিশ্ববিদ্যালয়', 'BOU', 'বাউবি', 'Gazipur', 'গাজীপুর', array['bou.edu.bd']::text[], 'http://www.bou.edu.bd/'),
  ('bu', 'Bangladesh University', 'বাংলাদেশ ইউনিভার্সিটি', 'BU', 'বিইউ', 'Dhaka', 'ঢাকা', array['bu.edu.bd']::text[], 'http://www.bu.edu.bd/'),
  ('bubt', 'Bangladesh University of Business & Technology', 'বাংলাদেশ ইউনিভার্সিটি অব বিজনেস অ্যান্ড টেকনোলজি', 'BUBT', 'বিইউবিটি', 'Dhaka', 'ঢাকা', array['bubt.edu.bd']::text[], 'http://www.bubt.edu.bd/'),
  ('buet', 'Bangladesh University of Engineering and Technology', 'বাংলাদেশ প্রকৌশল বিশ্ববিদ্যালয়', 'BUET', 'বুয়েট', 'Dhaka', 'ঢাকা', array['buet.ac.bd']::text[], 'http://www.buet.ac.bd/'),
  ('bup', 'Bangladesh University of Professionals', 'বাংলাদেশ ইউনিভার্সিটি অব প্রফেশনালস', 'BUP', 'বিইউপি', 'Dhaka', 'ঢাকা', array['bup.edu.bd']::text[], 'http://www.bup.edu.bd/'),
  ('butex', 'Bangladesh University of Textiles', 'বাংলাদেশ টেক্সটাইল বিশ্ববিদ্যালয়', 'BUTEX', 'বুটেক্স', 'Dhaka', 'ঢাকা', array['butex.edu.bd']::text[], 'http://www.butex.edu.bd/'),
  ('brur', 'Begum Rokeya University, Rangpur', 'বেগম রোকেয়া বিশ্ববিদ্যালয়, রংপুর', 'BRUR', 'বেরোবি', 'Rangpur', 'রংপুর', array['brur.ac.bd']::text[], 'http://www.brur.ac.bd/'),
  ('bgctub', 'BGC Trust University, Bangladesh', 'বিজিসি ট্রাস্ট ইউনিভার্সিটি বাংলাদেশ', 'BGCTUB', 'বিজিসিটিইউবি', 'Chattogram', 'চট্টগ্রাম', array['bgctrustbd.org']::text[], 'http://www.bgctrustbd.org/'),
  ('bracu', 'Brac University', 'ব্র্যাক বিশ্ববিদ্যালয়', 'BRACU', 'ব্র্যাকইউ', 'Dhaka', 'ঢাকা', array['bracu.ac.bd', 'g.bracu.ac.bd']::text[], 'https://www.bracu.ac.bd/'),
  ('cmu', 'Chittagong Medical University', 'চট্টগ্রাম মেডিকেল বিশ্ববিদ্যালয়', 'CMU', 'সিএমইউ', 'Chattogram', 'চট্টগ্রাম', array['cmu.edu.bd']::text[], 'https://cmu.edu.bd/'),
  ('cuet', 'Chittagong University of Engineering and Technology', 'চট্টগ্রাম প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়', 'CUET', 'চুয়েট', 'Chattogram', 'চট্টগ্রাম', array['cuet.ac.bd']::text[], 'http://www.cuet.ac.bd/'),
  ('cityu', 'City University', 'সিটি ইউনিভার্সিটি', 'CityU', 'সিটিইউ', 'Savar', 'সাভার', array['cityuniversity.edu.bd']::text[], 'http://www.cityuniversity.edu.bd/'),
  ('cou', 'Comilla University', 'কুমিল্লা বিশ্ববিদ্যালয়', 'CoU', 'কুবি', 'Cumilla', 'কুমিল্লা', array['cou.ac.bd']::text[], 'http://www.cou.ac.bd/'),
  ('diu', 'Daffodil International University', 'ড্যাফোডিল ইন্টারন্যাশনাল ইউনিভার্সিটি', 'DIU', 'ডিআইইউ', 'Savar', 'সাভার', array['daffodilvarsity.edu.bd', 'diu.edu.bd']::text[], 'http://www.daffodilvarsity.edu.bd/'),
  ('darul-ihsan', 'Darul Ihsan University', 'দারুল ইহসান বিশ্ববিদ্যালয়', 'Darul Ihsan', 'দারুল ইহসান', 'Dhaka', 'ঢাকা', array['diu.ac.bd']::text[], 'http://www.diu.ac.bd/'),
  ('diu-dhaka', 'Dhaka International University', 'ঢাকা ইন্টারন্যাশনাল ইউনিভার্সিটি', 'DIU Dhaka', 'ডিআইইউ ঢাকা', 'Dhaka', 'ঢাকা', array['diu.net.bd']::text[], 'http://www.diu.net.bd/'),
  ('duet', 'Dhaka University of Engineering and Technology', 'ঢাকা প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়', 'DUET', 'ডুয়েট', 'Gazipur', 'গাজীপুর', array['duet.ac.bd']::text[], 'http://www.duet.ac.bd/'),
  ('edu', 'East Delta University', 'ইস্ট ডেল্টা ইউনিভার্সিটি', 'EDU', 'ইডিইউ', 'Chattogram', 'চট্টগ্রাম', array['eastdelta.edu.bd']::text[], 'http://www.eastdelta.edu.bd/'),
  ('ewu', 'East West University', 'ইস্ট ওয়েস্ট ইউনিভার্সিটি', 'EWU', 'ইডব্লিউইউ', 'Dhaka', 'ঢাকা', array['ewubd.edu']::text[], 'http://www.ewubd.edu/'),
  ('eu', 'Eastern University', 'ইস্টার্ন ইউনিভার্সিটি', 'EU', 'ইইউ', 'Savar', 'সাভার', array['easternuni.edu.bd']::text[], 'http://www.easternuni.edu.bd/'),
  ('gau', 'Gazipur Agricultural University', 'গাজীপুর কৃষি বিশ্ববিদ্যালয়', 'GAU', 'গাকৃবি', 'Gazipur', 'গাজীপুর', array['gau.edu.bd']::text[], 'https://gau.edu.bd/'),
  ('gub', 'Green University of Bangladesh', 'গ্রিন ইউনিভার্সিটি অব বাংলাদেশ', 'GUB', 'জিইউবি', 'Narayanganj', 'নারায়ণগঞ্জ', array['green.edu.bd']::text[], 'http://www.green.edu.bd/'),
  ('hstu', 'Hajee Mohammad Danesh Science and Technology University', 'হাজী মোহাম্মদ দানেশ বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'HSTU', 'হাবিপ্রবি', 'Dinajpur', 'দিনাজপুর', array['hstu.ac.bd']::text[], 'http://www.hstu.ac.bd/'),
  ('ibais', 'IBAIS University', 'আইবিএআইএস ইউনিভার্সিটি', 'IBAIS', 'আইবিএআইএস', 'Dhaka', 'ঢাকা', array['ibaisuniv.edu.bd']::text[], 'http://www.ibaisuniv.edu.bd/'),
  ('iub', 'Independent University, Bangladesh', 'ইন্ডিপেন্ডেন্ট ইউনিভার্সিটি, বাংলাদেশ', 'IUB', 'আইইউবি', 'Dhaka', 'ঢাকা', array['iub.edu.bd']::text[], 'http://www.iub.edu.bd/'),
  ('icu', 'International Culture University', 'ইন্টারন্যাশনাল কালচার ইউনিভার্সিটি', 'ICU', 'আইসিইউ', 'Dhaka', 'ঢাকা', array['icu-edu.org']::text[], 'http://www.icu-edu.org/'),
  ('iiuc', 'International Islamic University Chittagong', 'ইন্টারন্যাশনাল ইসলামিক ইউনিভার্সিটি চট্টগ্রাম', 'IIUC', 'আইআইইউসি', 'Chattogram', 'চট্টগ্রাম', array['iiuc.ac.bd']::text[], 'http://www.iiuc.ac.bd/'),
  ('iubat', 'International University of Business Agriculture and Technology', 'ইন্টারন্যাশনাল ইউনিভার্সিটি অব বিজনেস এগ্রিকালচার অ্যান্ড টেকনোলজি', 'IUBAT', 'আইইউবিএটি', 'Dhaka', 'ঢাকা', array['iubat.edu']::text[], 'http://www.iubat.edu/'),
  ('iau', 'Islamic Arabic University', 'ইসলামী আরবী বিশ্ববিদ্যালয়', 'IAU', 'ইআবি', 'Dhaka', 'ঢাকা', array['iau.edu.bd']::text[], 'http://iau.edu.bd/'),
  ('iu', 'Islamic University Kushtia', 'ইসলামী বিশ্ববিদ্যালয়, কুষ্টিয়া', 'IU', 'ইবি', 'Kushtia', 'কুষ্টিয়া', array['iu.ac.bd']::text[], 'http://www.iu.ac.bd/'),
  ('iut', 'Islamic University of Technology', 'ইসলামিক ইউনিভার্সিটি অব টেকনোলজি', 'IUT', 'আইইউটি', 'Gazipur', 'গাজীপুর', array['iutoic-dhaka.edu']::text[], 'http://www.iutoic-dhaka.edu/'),
  ('jnu', 'Jagannath University', 'জগন্নাথ বিশ্ববিদ্যালয়', 'JnU', 'জবি', 'Dhaka', 'ঢাকা', array['jnu.ac.bd']::text[], 'http://www.jnu.ac.bd/'),
  ('ju', 'Jahangirnagar University', 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়', 'JU', 'জাবি', 'Savar', 'সাভার', array['juniv.edu']::text[], 'http://www.juniv.edu/'),
  ('jkkniu', 'Jatiya Kabi Kazi Nazrul Islam University', 'জাতীয় কবি কাজী নজরুল ইসলাম বিশ্ববিদ্যালয়', 'JKKNIU', 'জাককানইবি', 'Trishal', 'ত্রিশাল', array['jkkniu.edu.bd']::text[], 'http://www.jkkniu.edu.bd/'),
  ('kau', 'Khulna Agricultural University', 'খুলনা কৃষি বিশ্ববিদ্যালয়', 'KAU', 'খুকৃবি', 'Khulna', 'খুলনা', array['kau.ac.bd']::text[], 'https://kau.ac.bd/'),
  ('ku', 'Khulna University', 'খুলনা বিশ্ববিদ্যালয়', 'KU', 'খুবি', 'Khulna', 'খুলনা', array['ku.ac.bd']::text[], 'http://www.ku.ac.bd/'),
  ('kuet', 'Khulna University of Engineering And Technology', 'খুলনা প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়', 'KUET', 'কুয়েট', 'Khulna', 'খুলনা', array['kuet.ac.bd']::text[], 'http://www.kuet.ac.bd/'),
  ('kiu', 'Kishoreganj University', 'কিশোরগঞ্জ বিশ্ববিদ্যালয়', 'KiU', 'কেআইইউ', 'Kishoreganj', 'কিশোরগঞ্জ', array['kiu.ac.bd']::text[], 'https://kiu.ac.bd/'),
  ('lu', 'Leading University', 'লিডিং ইউনিভার্সিটি', 'LU', 'এলইউ', 'Sylhet', 'সিলেট', array['lus.ac.bd']::text[], 'http://www.lus.ac.bd/'),
  ('miu', 'Manarat International University', 'মানারাত ইন্টারন্যাশনাল ইউনিভার্সিটি', 'MIU', 'এমআইইউ', 'Dhaka', 'ঢাকা', array['manarat.ac.bd']::text[], 'http://www.manarat.ac.bd/'),
  ('mbstu', 'Mawlana Bhashani Science And Technology University', 'মাওলানা ভাসানী বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'MBSTU', 'মাভাবিপ্রবি', 'Tangail', 'টাঙ্গাইল', array['mbstu.ac.bd']::text[], 'http://www.mbstu.ac.bd/'),
  ('mu', 'Metropolitan University', 'মেট্রোপলিটন ইউনিভার্সিটি', 'MU', 'এমইউ', 'Sylhet', 'সিলেট', array['metrouni.edu.bd']::text[], 'http://www.metrouni.edu.bd/'),
  ('mist', 'Military Institute of Science and Technology', 'মিলিটারি ইনস্টিটিউট অব সায়েন্স অ্যান্ড টেকনোলজি', 'MIST', 'এমআইএসটি', 'Dhaka', 'ঢাকা', array['mist.ac.bd']::text[], 'http://www.mist.ac.bd/'),
  ('nu', 'National University', 'জাতীয় বিশ্ববিদ্যালয়', 'NU', 'এনইউ', 'Gazipur', 'গাজীপুর', array['nu.edu.bd', 'nu.ac.bd']::text[], 'http://www.nu.edu.bd/'),
  ('neu', 'Netrokona University', 'নেত্রকোনা বিশ্ববিদ্যালয়', 'NeU', 'এনইইউ', 'Netrokona', 'নেত্রকোনা', array['neu.ac.bd']::text[], 'https://neu.ac.bd/'),
  ('nstu', 'Noakhali Science and Technology University', 'নোয়াখালী বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'NSTU', 'নোবিপ্রবি', 'Noakhali', 'নোয়াখালী', array['nstu.edu.bd']::text[], 'https://nstu.edu.bd/'),
  ('neub', 'North East University Bangladesh', 'নর্থ ইস্ট ইউনিভার্সিটি বাংলাদেশ', 'NEUB', 'এনইইউবি', 'Sylhet', 'সিলেট', array['neub.edu.bd']::text[], 'http://www.neub.edu.bd/'),
  ('nsu', 'North South University', 'নর্থ সাউথ ইউনিভার্সিটি', 'NSU', 'এনএসইউ', 'Dhaka', 'ঢাকা', array['northsouth.edu']::text[], 'http://www.northsouth.edu/'),
  ('nub', 'Northern University Bangladesh', 'নর্দান ইউনিভার্সিটি বাংলাদেশ', 'NUB', 'এনইউবি', 'Dhaka', 'ঢাকা', array['nub.ac.bd']::text[], 'http://www.nub.ac.bd/'),
  ('pust', 'Pabna University of Science and Technology', 'পাবনা বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'PUST', 'পাবিপ্রবি', 'Pabna', 'পাবনা', array['pust.ac.bd']::text[], 'http://www.pust.ac.bd/'),
  ('pstu', 'Patuakhali Science and Technology University', 'পটুয়াখালী বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'PSTU', 'পবিপ্রবি', 'Patuakhali', 'পটুয়াখালী', array['pstu.ac.bd']::text[], 'http://www.pstu.ac.bd/'),
  ('pub', 'People''s University of Bangladesh', 'পিপলস ইউনিভার্সিটি অব বাংলাদেশ', 'PUB', 'পিইউবি', 'Dhaka', 'ঢাকা', array['pub.ac.bd']::text[], 'http://www.pub.ac.bd/'),
  ('puc', 'Premier University', 'প্রিমিয়ার ইউনিভার্সিটি', 'PUC', 'পিইউসি', 'Chattogram', 'চট্টগ্রাম', array['puc.ac.bd']::text[], 'http://www.puc.ac.bd/'),
  ('pu', 'Presidency University', 'প্রেসিডেন্সি ইউনিভার্সিটি', 'PU', 'পিইউ', 'Dhaka', 'ঢাকা', array['presidency.edu.bd']::text[], 'http://www.presidency.edu.bd/'),
  ('qu', 'Queens University', 'কুইন্স ইউনিভার্সিটি', 'QU', 'কিউইউ', 'Dhaka', 'ঢাকা', array['queensuniversity.edu.bd']::text[], 'http://www.queensuniversity.edu.bd/'),
  ('ruet', 'Rajshahi University of Engineering and Technology', 'রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়', 'RUET', 'রুয়েট', 'Rajshahi', 'রাজশাহী', array['ruet.ac.bd']::text[], 'http://www.ruet.ac.bd/'),
  ('rmstu', 'Rangamati Science and Technology University', 'রাঙ্গামাটি বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'RMSTU', 'রাবিপ্রবি', 'Rangamati', 'রাঙ্গামাটি', array['rmstu.portal.gov.bd']::text[], 'https://rmstu.portal.gov.bd/'),
  ('sust', 'Shahjalal University of Science and Technology', 'শাহজালাল বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়', 'SUST', 'শাবিপ্রবি', 'Sylhet', 'সিলেট', array['sust.edu']::text[], 'http://www.sust.edu/'),
  ('seu', 'Southeast University', 'সাউথইস্ট ইউনিভার্সিটি', 'SEU', 'এসইইউ', 'Dhaka', 'ঢাকা', array['seu.ac.bd']::text[], 'http://www.seu.ac.bd/'),
  ('sub', 'Southern University Bangladesh', 'সাউদার্ন ইউনিভার্সিটি বাংলাদেশ', 'SUB', 'এসইউবি', 'Chattogram', 'চট্টগ্রাম', array['southern.edu.bd']::text[], 'http://www.southern.edu.bd/'),
  ('stamford', 'Stamford University', 'স্ট্যামফোর্ড ইউনিভার্সিটি বাংলাদেশ', 'Stamford', 'স্ট্যামফোর্ড', 'Dhaka', 'ঢাকা', array['stamforduniversity.edu.bd']::text[], 'http://www.stamforduniversity.edu.bd/'),
  ('sau', 'Sylhet Agricultural University', 'সিলেট কৃষি বিশ্ববিদ্যালয়', 'SAU', 'সিকৃবি', 'Sylhet', 'সিলেট', array['sau.ac.bd']::text[], 'http://www.sau.ac.bd/'),
  ('sec', 'Sylhet Engineering College', 'সিলেট ইঞ্জিনিয়ারিং কলেজ', 'SEC', 'এসইসি', 'Sylhet', 'সিলেট', array['sec.ac.bd']::text[], 'http://www.sec.ac.bd/'),
  ('siu', 'Sylhet International University', 'সিলেট ইন্টারন্যাশনাল ইউনিভার্সিটি', 'SIU', 'এসআইইউ', 'Sylhet', 'সিলেট', array['siu.edu.bd']::text[], 'http://www.siu.edu.bd/'),
  ('uiu', 'United International University', 'ইউনাইটেড ইন্টারন্যাশনাল ইউনিভার্সিটি', 'UIU', 'ইউআইইউ', 'Dhaka', 'ঢাকা', array['uiu.ac.bd']::text[], 'http://www.uiu.ac.bd/'),
  ('uap', 'University of Asia Pacific, Dhanmondi', 'ইউনিভার্সিটি অব এশিয়া প্যাসিফিক', 'UAP', 'ইউএপি', 'Dhaka', 'ঢাকা', array['uap-bd.edu']::text[], 'http://www.uap-bd.edu/'),
  ('cu', 'University of Chittagong', 'চট্টগ্রাম বিশ্ববিদ্যালয়', 'CU', 'চবি', 'Chattogram', 'চট্টগ্রাম', array['cu.ac.bd']::text[], 'http://www.cu.ac.bd/'),
  ('uoda', 'University of Development Alternative', 'ইউনিভার্সিটি অব ডেভেলপমেন্ট অল্টারনেটিভ', 'UODA', 'ইউওডিএ', 'Dhaka', 'ঢাকা', array['uoda.edu.bd']::text[], 'http://www.uoda.edu.bd/'),
  ('du', 'University of Dhaka', 'ঢাকা বিশ্ববিদ্যালয়', 'DU', 'ঢাবি', 'Dhaka', 'ঢাকা', array['du.ac.bd']::text[], 'http://www.du.ac.bd/'),
  ('uits', 'University of Information Technology & Sciences', 'ইউনিভার্সিটি অব ইনফরমেশন টেকনোলজি অ্যান্ড সায়েন্সেস', 'UITS', 'ইউআইটিএস', 'Dhaka', 'ঢাকা', array['uits.edu.bd']::text[], 'http://www.uits.edu.bd/'),
  ('ulab', 'University of Liberal Arts', 'ইউনিভার্সিটি অব লিবারেল আর্টস বাংলাদেশ', 'ULAB', 'ইউল্যাব', 'Dhaka', 'ঢাকা', array['ulab.edu.bd']::text[], 'http://www.ulab.edu.bd/'),
  ('ru', 'University of Rajshahi', 'রাজশাহী বিশ্ববিদ্যালয়', 'RU', 'রাবি', 'Rajshahi', 'রাজশাহী', array['ru.ac.bd']::text[], 'http://www.ru.ac.bd/'),
  ('ustc', 'University of Science & Technology Chittagong', 'ইউনিভার্সিটি অব সায়েন্স অ্যান্ড টেকনোলজি চট্টগ্রাম', 'USTC', 'ইউএসটিসি', 'Chattogram', 'চট্টগ্রাম', array['ustc.ac.bd']::text[], 'http://www.ustc.ac.bd/'),
  ('wub', 'World University of Bangladesh', 'ওয়ার্ল্ড ইউনিভার্সিটি অব বাংলাদেশ', 'WUB', 'ডব্লিউইউবি', 'Dhaka', 'ঢাকা', array['wub.edu']::text[], 'http://www.wub.edu/');--> statement-breakpoint
-- The meet-up places kept so far were one campus's, the University of Dhaka's (TSC, Curzon Hall).
ALTER TABLE "meetup_spot" ADD COLUMN "campus_id" text;--> statement-breakpoint
UPDATE "meetup_spot" SET "campus_id" = 'du';--> statement-breakpoint
ALTER TABLE "meetup_spot" ALTER COLUMN "campus_id" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER "campus_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campus"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
ALTER TABLE "meetup_spot" ADD CONSTRAINT "meetup_spot_campus_id_campus_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_spot" ADD CONSTRAINT "meetup_spot_campus_name_unique" UNIQUE("campus_id","name");