/**
 * The long-form pages: the four blog articles (each one's title, author, picture and paragraphs;
 * `backticks` mark code) and About. Code an article quotes with braces or digits in it is a
 * placeholder, the same in every language (the article's `code` in client/content/blog-posts.ts).
 */
export const CONTENT = {
  'blog.list.title': 'Blogs',
  'blog.list.description':
    'Articles from the Boipoka community on programming and study: state in React, prototypal inheritance, unit tests, and React, Angular or Vue.',
  'blog.list.intro': 'Notes from our community on programming and study.',
  'blog.learnMore': 'Learn More',
  'blog.allArticles': 'All articles',
  'blog.readingTime': '{minutes} min read',

  'blog.reactState.title': 'State Management in React: Choosing the Right Home for Your Data',
  'blog.reactState.author': 'Tahmid Hasan',
  'blog.reactState.imageAlt':
    'A React-like atom symbol above a component tree, with arrows showing data flowing between the boxes of the tree',
  'blog.reactState.p1':
    'Many bugs in student React projects come from state living in the wrong place: duplicated between components, copied from the server and left to go stale, or pushed into a global store that only one button needs. The useful question is not which library to install but where each piece of data belongs. Here are the options in the order you should reach for them, with examples from a marketplace like Boipoka.',
  'blog.reactState.p2':
    'Start with local state. `useState` is right for values that one component owns: whether a dropdown is open, the text in a search box, the selected photo in a book listing. When the next value depends on the previous one, pass an updater function such as `{updater}`. When several values change together according to rules, such as a multi-step sell-a-book form with validation, `useReducer` keeps every transition in one pure function you can test without rendering. In both cases, create new objects and arrays instead of mutating existing ones, or React will not notice the change.',
  'blog.reactState.p3':
    'When two siblings need the same data, lift the state up to their closest common parent and pass it down as props, together with callbacks that change it. If a filter panel and a results list both need the selected department, the page owns it. Also derive what you can instead of storing it: given the list of books and the selected filter, compute the filtered list during render rather than keeping a second copy in state and syncing it with an effect.',
  'blog.reactState.p4':
    "Context solves prop drilling for data that many distant components read, such as the signed-in user or the theme (in React 19 you can render `<ThemeContext>` directly as the provider). It is a delivery mechanism, not a state manager: the state still lives in a component, and the provider passes it down. When the provider's value changes (compared with Object.is), every component that reads that context re-renders, even if it only uses one field. A fresh object like `{contextValue}` is a new value on every render, so memoize it (or let the React Compiler do it) and split fast-changing data into its own context.",
  'blog.reactState.p5':
    "The biggest shift in modern React is separating server state from client state. Book listings and a seller's profile are owned by the server; your app only holds a cached copy that can go stale. Fetching them in `useEffect` means hand-writing loading flags, error handling, race-condition guards and refetch logic. Libraries such as TanStack Query, SWR or RTK Query treat this data as a cache keyed by a query key like `{queryKey}`. They deduplicate requests, share results, refetch stale data in the background and let you invalidate a key after a mutation, so posting a listing refreshes the list. What remains as client state is usually small.",
  'blog.reactState.p6':
    'For client state that is truly global and changes often, such as a saved-books list edited from many screens, an external store can help. Zustand gives you a small store and a hook; components subscribe with a selector like `useSavedBooks(s => s.items.length)` and re-render only when that selected value changes. Redux Toolkit is more structured: slices with Immer-powered reducers, excellent DevTools and conventions that help larger teams. Both live outside the React tree and connect to it through `useSyncExternalStore`. Add one when props and context start to hurt, not on day one.',
  'blog.reactState.p7':
    'Some state belongs in the URL. Search text, filters, sort order and the page number should survive a refresh, work with the back button and be shareable with a classmate. Read them from the router, for example with `useSearchParams` in React Router or Next.js; copying them into `useState` creates two sources of truth that will drift apart.',
  'blog.reactState.p8':
    'A practical rule of thumb is to ask three questions in order. Does the data come from the server? Use a server-state cache. Should it survive a refresh or be shareable? Put it in the URL. Otherwise, keep it in the lowest component that needs it, lift it only as far as necessary, use context for values that are read widely but change rarely, and reach for Zustand or Redux Toolkit only when many unrelated components update the same client data frequently.',

  'blog.prototypes.title': 'Prototypal Inheritance in JavaScript, From the Chain Up',
  'blog.prototypes.author': 'Nusrat Jahan',
  'blog.prototypes.imageAlt':
    'A chain of linked boxes labelled object, prototype, Object.prototype and null, connected by arrows from left to right',
  'blog.prototypes.p1':
    'JavaScript does not copy methods into objects from a class blueprint. Instead, every object has a hidden internal link, written [[Prototype]] in the specification, that points to another object or to null. When you read a property an object does not have, the engine follows that link, then the next one, and so on. That chain is the whole mechanism behind inheritance, including class syntax.',
  'blog.prototypes.p2':
    'You can inspect the link with `Object.getPrototypeOf(obj)`. `Object.setPrototypeOf` can change it, but that is slow in modern engines and rarely needed; the legacy `__proto__` accessor is best avoided. An ordinary object literal such as `{objectLiteral}` has Object.prototype as its prototype, and the prototype of Object.prototype is null, which ends the chain. That is why every plain object can call `toString` without defining it.',
  'blog.prototypes.p3':
    "`Object.create(proto)` returns a new empty object whose [[Prototype]] is proto. If `book` has a `describe` method and you write `const textbook = Object.create(book)`, then `textbook.describe()` works, and inside it `this` refers to textbook, because `this` depends on how a function is called, not on where it was found. `Object.create(null)` makes an object with no prototype at all, a safe dictionary where keys like 'toString' cannot collide with inherited members.",
  'blog.prototypes.p4':
    "Before 2015 the usual pattern was the constructor function. Every ordinary function has a `prototype` property: an object that becomes the prototype of the objects the function creates, not the prototype of the function itself. Calling `new Book('Physics')` creates a fresh object, sets its [[Prototype]] to Book.prototype, runs Book with `this` bound to that object, and returns it. Methods go on Book.prototype so all books share one copy, while data such as the title lives on each instance. Note the confusing naming: Book.prototype is the prototype of instances, whereas `Object.getPrototypeOf(Book)` is Function.prototype.",
  'blog.prototypes.p5':
    "The class syntax introduced in ES2015 builds the same structure. Methods declared in a class body are placed on the class's prototype object, and `class Textbook extends Book` links Textbook.prototype to Book.prototype, and also links Textbook to Book so that static methods are inherited. Classes do add real differences: they must be called with new, their bodies run in strict mode, their methods are non-enumerable, and they support private fields written with #, which are not looked up through the prototype chain at all. Still, `typeof Book` is 'function'.",
  'blog.prototypes.p6':
    'Reading and writing behave differently. A read walks up the chain until it finds the property or reaches null, in which case you get undefined. An assignment such as `{assignment}` normally creates or updates an own property on textbook, even if a property with the same name exists further up. This is shadowing: the own property hides the inherited one, which stays unchanged for other objects. Exceptions: if the inherited property is an accessor with a setter, the setter runs instead, and if it is a non-writable data property, the assignment fails, silently in sloppy mode and with a TypeError in strict mode.',
  'blog.prototypes.p7':
    "Because of this, you often need to ask whether a property belongs to the object itself. `obj.hasOwnProperty('price')` works for most objects, but it is missing on objects created with Object.create(null) and can be broken by an object that defines its own hasOwnProperty key. `Object.hasOwn(obj, 'price')`, standardized in ES2022, is the modern replacement. The `in` operator, by contrast, checks the whole chain, and a `for...in` loop also visits enumerable inherited properties. `Object.keys`, `Object.entries` and object spread only look at own enumerable properties.",
  'blog.prototypes.p8':
    'A few pitfalls catch students repeatedly. A mutable array on the prototype is shared by all instances, so pushing a tag onto one book changes every book; create it in the constructor instead. Extracting a method, as in `const fn = book.describe`, loses `this`, which becomes undefined in strict code; use `bind` or wrap the call in an arrow function. Extending built-in prototypes can clash with future standard methods, which is why a proposed `flatten` shipped as `flat`. And `instanceof` only checks whether Book.prototype appears somewhere in the chain, so it can surprise you across iframes or after prototypes are swapped.',
  'blog.prototypes.p9':
    'The mental model is small: objects hold own properties plus one link, reads follow links, writes stay local, and classes are a convenient way to set up the links.',

  'blog.unitTests.title': 'Unit Tests: Why They Matter and How to Write Good Ones',
  'blog.unitTests.author': 'Farhana Akter',
  'blog.unitTests.imageAlt':
    'A checklist with several items marked by green ticks and one item marked by a red cross',
  'blog.unitTests.p1':
    'A unit test is a small automated check that runs one piece of your code, usually a function or a class, in isolation and compares the result with what you expect. It runs in milliseconds, needs no browser, database or network, and tells you immediately when a change breaks a rule you care about. You can refactor an assignment the night before the deadline and know within seconds whether it still works.',
  'blog.unitTests.p2':
    'Tests pay off in several ways. They catch regressions in code that used to work. They act as executable documentation, because each test states one rule of your program in a form that cannot silently go out of date. They also put pressure on design: code that is hard to test is often doing too much. What tests cannot do is prove your program has no bugs; they only show that the cases you thought of behave as expected.',
  'blog.unitTests.p3':
    "Most good unit tests follow the arrange-act-assert pattern. Imagine a Boipoka helper, `suggestPrice(originalPrice, condition)`, that suggests a resale price: 70 percent of the original for books in like-new condition, 50 percent for good and 30 percent for worn, rounded to the nearest 10 taka. Arrange the inputs, an original price of 600 and the condition 'good'; act by calling the function once; assert on the result, for example with `{assertion}` in Vitest or Jest. Test one behaviour per test, so that a failure points at exactly one thing.",
  'blog.unitTests.p4':
    "Name tests after the rule, not after the function. A test called 'suggestPrice works' tells you nothing when it fails, while 'suggests half the original price for books in good condition' and 'rounds to the nearest 10 taka' tell you what broke before you read any code. Group them under `describe('suggestPrice', ...)` and add the edge cases that real users will hit: a price of zero, an unknown condition that should throw an error, and a rounding boundary such as 615 in good condition, which should give 310.",
  'blog.unitTests.p5':
    'Test doubles replace things that are slow or unpredictable. A stub returns a canned answer, a spy records how it was called, a mock is a double you assert interactions on, and a fake is a simple working implementation, such as an in-memory list standing in for the database. Use them at the boundaries of your system: HTTP calls, the database, email, randomness and time. To test that a listing expires after 30 days, for instance, `vi.useFakeTimers()` and `vi.setSystemTime()` in Vitest (or the Jest equivalents) let you control the clock instead of waiting.',
  'blog.unitTests.p6':
    'Knowing when not to mock matters just as much. Do not mock pure logic, your own small helper functions or plain data structures. Over-mocked tests check how the code is written rather than what it does, so they break on harmless refactors and can keep passing while real behaviour is broken. If the mock setup is longer than the test, move the logic into a pure function that takes data in and returns data out.',
  'blog.unitTests.p7':
    'The value of tests comes from fast feedback. Run them in watch mode while you work (plain `vitest` in a terminal does this, and `vitest run` runs once), and run the full suite in CI, for example GitHub Actions, on every push. Keep tests deterministic: no real network, no real time, no dependence on the order in which tests run. A flaky test that fails one time in twenty teaches the whole team to ignore red results.',
  'blog.unitTests.p8':
    'Coverage tools report which lines and branches ran during your tests, and they are useful as a hint, not as a goal. A report showing that the error branch of a function never ran is valuable information. A high percentage, however, says nothing about whether the assertions are meaningful; a test with no assertions at all can still raise coverage. If you want a stronger signal, mutation testing tools such as Stryker change your code on purpose and check whether any test notices.',
  'blog.unitTests.p9':
    'To get started, pick the function in your project with the most rules, and write three tests: a normal case, an edge case and an error case. When you fix a bug, first write a failing test that reproduces it.',

  'blog.frameworks.title': 'React vs Angular vs Vue in 2026: A Fair Comparison for Students',
  'blog.frameworks.author': 'Rafiul Islam',
  'blog.frameworks.imageAlt':
    'Three abstract framework shapes, an atom, a shield and a V-shaped chevron, each standing on its own pedestal',
  'blog.frameworks.p1':
    'React, Angular and Vue are all mature, actively maintained and used in production, so none is a wrong choice, and skills such as modern JavaScript, TypeScript and thinking in components transfer between them. They do differ in philosophy, which affects how quickly you become productive and where you can work. This comparison covers React 19, current Angular with signals and standalone components, and Vue 3 with the Composition API.',
  'blog.frameworks.p2':
    'React is a UI library rather than a complete framework. Components are functions that return JSX, and when state changes React re-runs them and reconciles the result with the DOM. React 19 added Actions for async updates and forms, hooks such as `useActionState` and `useOptimistic`, and the `use` API. Server Components are stable but are used through a framework such as Next.js. The React Compiler, which reached a stable release in 2025, memoizes components automatically, so hand-written `useMemo` and `useCallback` are needed much less.',
  'blog.frameworks.p3':
    'Angular, maintained by Google, is a full framework: routing, forms, an HTTP client, dependency injection and a powerful CLI come in the box, and TypeScript is required. Modern Angular differs a lot from older tutorials. Standalone components are the default, so new code needs no NgModules, templates use built-in control flow such as `@if` and `@for`, and signals, created with `signal()`, `computed()` and `effect()`, provide fine-grained reactivity. Recent versions support zoneless change detection without zone.js, and that is the direction for new projects. Major versions ship about every six months, with `ng update` automating most migrations.',
  'blog.frameworks.p4':
    "Vue 3 is a progressive framework: you can add it to one page of an existing site or build a full single-page application from single-file components that hold a template, a script and styles. With the Composition API and `<script setup>`, state is created with `ref()` and `reactive()`, derived values with `computed()`, and side effects with `watch()`. Vue's proxy-based reactivity tracks which values each component uses, so only affected components update. Vue Router and Pinia are the official router and store, and Nuxt is the popular full-stack meta-framework.",
  'blog.frameworks.p5':
    'On learning curve, Vue is usually the gentlest: templates look like HTML and the official documentation is excellent. React has a small API, but it expects you to understand closures, immutability and the rules of hooks, and you choose your own router and data-fetching libraries. Angular has the steepest start because you meet TypeScript, decorators, dependency injection and some RxJS at once, but its consistent structure helps large teams.',
  'blog.frameworks.p6':
    'The reactivity models differ more than the syntax. React re-renders components and compares output, relying on the compiler or memoization to skip work. Vue and signal-based Angular track dependencies at a finer grain and update only what depends on a changed value. For typical apps all three are fast enough; real performance problems usually come from application code.',
  'blog.frameworks.p7':
    "Tooling has converged. Vite, created by Vue's author Evan You, is the standard dev server and build tool for React and Vue projects, and the Angular CLI's modern build system uses esbuild with a Vite-based dev server. Create React App is deprecated; the React docs point to frameworks like Next.js or React Router, or to Vite. React has the largest ecosystem, plus React Native for mobile. Angular offers Angular Material, and Vue has libraries such as Vuetify and PrimeVue.",
  'blog.frameworks.p8':
    'For jobs in Bangladesh, check current listings on BDjobs, LinkedIn and company career pages, because the mix changes. As a general pattern, React appears most often in front-end and full-stack roles, especially at startups and firms serving foreign clients. Angular shows up more in enterprise-style companies and long-lived internal systems, often next to .NET or Java back ends. Vue appears less often and is frequently paired with Laravel in PHP teams.',
  'blog.frameworks.p9':
    'So which should you pick? Choose React if you want the widest job market, flexibility and a path to mobile with React Native. Choose Angular for a large, long-lived application built by a big team that benefits from strong conventions and TypeScript everywhere. Choose Vue if you want the quickest start, work in a small team, use a Laravel back end or need to add interactivity to existing server-rendered pages. For a university project, pick whatever your team already knows; a second framework is far easier to learn once you know one.',

  'about.title': 'About',
  'about.description':
    'Boipoka is a book resale platform where students sell the books they have finished with: verified sellers, meetings on campus, and payment by card or in person.',
  'about.heading': 'About Boipoka',
  'about.lead':
    'Boipoka is a book resale platform where people can sell books with secure policies. It started with a simple idea: the textbooks, guides and novels that one student has finished with are exactly what another student is looking for.',
  'about.how':
    'Sellers list their second-hand books with a photo, the price they want and the condition they are in. Buyers browse by category, book a copy, meet the seller on campus, and pay by card or in person (cash or a mobile wallet). Our admins keep the marketplace clean by verifying sellers and removing reported listings.',
  'about.browse': 'Browse books',
  'about.contact': 'Contact us',
  'about.imageAlt': 'A seller handing a book to a buyer, with a shield for safe dealing',
  'about.policies': 'Our policies',
  'about.policy.verified.title': 'Verified sellers',
  'about.policy.verified.text':
    'Our admins check sellers and mark them with a blue tick once verified.',
  'about.policy.campus.title': 'Meet on campus',
  'about.policy.campus.text':
    'Buyer and seller agree a place on campus and hand the book over in person.',
  'about.policy.card.title': 'Pay by card or in person',
  'about.policy.card.text':
    'Buyers pay by card through a payment provider, and Boipoka holds the money until the handover; or they pay in person, with cash or a mobile wallet. Either way, the buyer shows a six-digit handover code and the seller enters it to complete the sale.',
  'about.policy.report.title': 'Report in one click',
  'about.policy.report.text': 'Anything suspicious can be reported to the admins, who remove it.',
} as const;
