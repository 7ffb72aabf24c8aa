import { NavLink } from 'react-router-dom';
import { ELEMENT_SECTIONS } from '../elementPages';

/** Links to every element page; the current one is marked. */
export function ElementsNav() {
  return (
    <nav aria-label="Elements" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-2">
        {ELEMENT_SECTIONS.map((section) => (
          <li key={section.slug}>
            <NavLink
              to={`/elements/${section.slug}`}
              className="chip shrink-0 whitespace-nowrap aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {section.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
