/** The home page (carousel, categories, advertised books, about, contact) and the categories page. */
export const HOME = {
  'home.description':
    'Buy and sell second-hand books on your campus: textbooks, admission and job guides, novels. Book a copy, meet the seller on campus, and pay by card or in person.',
  'home.categories': 'Book Categories',

  'home.hero': 'Books on campus',
  'home.carousel': 'carousel',
  'home.slide': 'slide',
  'home.slide1': 'A tall stack of used textbooks with a price tag',
  'home.slide2': 'A wall of bookshelves in a campus library',
  'home.slide3': 'Two students exchanging a book under a tree on campus',
  'home.slide4': 'An open book and a cup of coffee on a desk',
  'home.slide5': 'Exam preparation books with a pencil and a calendar',
  'home.slide6': 'A reading lamp over a science-fiction book at night',
  'home.slideOf': '{n} of {total}',
  'home.showSlide': 'Show slide {n}',
  'home.prev': 'Previous slide',
  'home.next': 'Next slide',
  'home.title': 'Resale Your Book Here!',
  'home.intro':
    'Sell the books you have finished with, and find the ones you need, from people on your campus.',
  'home.sell': 'Sell a book',

  'home.bookCount': '{count, plural, one {# book for sale} other {# books for sale}}',
  'home.catsError': 'Categories could not be loaded.',
  'home.catsDescription':
    'Second-hand books by category: job preparation, admission tests, university academic, science fiction, novels and stories, and more.',
  'home.catsIntro': 'Pick a category to see the books students are selling in it.',

  'home.advertised': 'Advertised Books',
  // The home page's own word for every campus (its first script carries no other catalogue).
  'home.allCampuses': 'All campuses',
  'home.myCampus': 'My campus',
  'home.newlyListed': 'Newly listed',
  'home.moreBooks': 'Load more books',

  'home.aboutAlt': 'A seller handing a book to a buyer, with a shield for safe dealing',
  'home.about': 'About us',
  'home.about1':
    'Boipoka is a book resale platform for our university community. Sellers list the books they no longer need, buyers book a copy, and the two meet on campus to hand it over.',
  'home.about2':
    'Every deal follows secure policies: sellers are verified by our admins; buyers pay by card, or in person with cash or a mobile wallet such as bKash; and the sale completes only when the seller enters the six-digit handover code the buyer shows at the meet-up. Anything suspicious can be reported in one click.',
  'home.moreInfo': 'Get More Info',

  'home.contact': 'Contact us',
  'home.mapAlt': 'Campus map: the Boipoka desk is in the Student Centre, north of the library',
  'home.desk': 'Boipoka desk, Student Centre, ground floor',
  'home.address': 'Student Centre, University Campus, Dhaka',
  'home.hours': 'Sunday to Thursday, 10 am to 5 pm',
  'home.contactIntro':
    'Questions, problems with a deal, or ideas? Write to us and we will answer by e-mail.',
  'home.firstName': 'First name',
  'home.lastName': 'Last name',
  'home.email': 'E-mail',
  'home.message': 'Message',
  'home.send': 'Send',
} as const;
