import { Link } from 'react-router';
import aboutUrl from '../../assets/about.svg';

export function AboutSection() {
  return (
    <section
      aria-labelledby="about-heading"
      className="grid items-center gap-8 rounded-box bg-base-200 p-6 sm:p-10 lg:grid-cols-2"
    >
      <img
        src={aboutUrl}
        alt="A seller handing a book to a buyer, with a shield for safe dealing"
        width={640}
        height={480}
        loading="lazy"
        className="w-full"
      />
      <div className="space-y-4">
        <h2 id="about-heading" className="text-3xl font-bold">
          About us
        </h2>
        <p>
          Boipoka is a book resale platform for our university community. Sellers list the books
          they no longer need, buyers book a copy, and the two meet on campus to hand it over.
        </p>
        <p>
          Every deal follows secure policies: sellers are verified by our admins, payments go
          through a card provider rather than cash in hand, and anything suspicious can be reported
          in one click.
        </p>
        <Link to="/about" className="btn btn-primary">
          Get More Info
        </Link>
      </div>
    </section>
  );
}
