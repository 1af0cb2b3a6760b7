import { BadgeCheck, CreditCard, Flag, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import aboutUrl from '../assets/about.svg';
import { PageTitle } from '../components/page-title';

const POLICIES = [
  {
    icon: BadgeCheck,
    title: 'Verified sellers',
    text: 'Our admins check sellers and mark them with a blue tick once verified.',
  },
  {
    icon: Handshake,
    title: 'Meet on campus',
    text: 'Buyer and seller agree a place on campus and hand the book over in person.',
  },
  {
    icon: CreditCard,
    title: 'Card payments',
    text: 'Buyers pay by card through a payment provider; no cash changes hands.',
  },
  {
    icon: Flag,
    title: 'Report in one click',
    text: 'Anything suspicious can be reported to the admins, who remove it.',
  },
];

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <PageTitle
        title="About"
        description="Boipoka is a book resale platform where students sell the books they have finished with: verified sellers, meetings on campus and card payments."
      />
      <section className="grid items-center gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <h1 className="text-4xl font-bold">About Boipoka</h1>
          <p className="text-lg">
            Boipoka is a book resale platform where people can sell books with secure policies. It
            started with a simple idea: the textbooks, guides and novels that one student has
            finished with are exactly what another student is looking for.
          </p>
          <p>
            Sellers list their second-hand books with a photo, the price they want and the condition
            they are in. Buyers browse by category, book a copy, meet the seller on campus, and pay
            by card. Our admins keep the marketplace clean by verifying sellers and removing
            reported listings.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/categories" className="btn btn-primary">
              Browse books
            </Link>
            <Link to="/#contact" className="btn btn-outline">
              Contact us
            </Link>
          </div>
        </div>
        <img
          src={aboutUrl}
          alt="A seller handing a book to a buyer, with a shield for safe dealing"
          width={640}
          height={480}
          className="w-full"
        />
      </section>
      <section aria-labelledby="policies-heading" className="space-y-6">
        <h2 id="policies-heading" className="text-3xl font-bold">
          Our policies
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POLICIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card card-border border-base-300 bg-base-100">
              <div className="card-body">
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <h3 className="card-title">{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
