/** A user's round photo in the admin tables, or their initial when they have none. */
export function UserPhoto({ user }: { user: { name: string; image: string | null } }) {
  return user.image ? (
    <img
      src={user.image}
      alt=""
      width={40}
      height={40}
      className="size-10 rounded-full object-cover"
    />
  ) : (
    <span className="grid size-10 place-items-center rounded-full bg-base-200" aria-hidden="true">
      {user.name.slice(0, 1)}
    </span>
  );
}
