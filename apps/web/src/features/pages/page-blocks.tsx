import type { PageBlock } from "@reg/domain";
import { ContentLink } from "./content-link";

/**
 * A page's body from core, block by block, as React text: nothing in it is read as HTML. Links
 * that follow each other form one row of buttons, the first one primary.
 */
type LinkBlock = Extract<PageBlock, { type: "link" }>;
type TextBlock = Exclude<PageBlock, { type: "link" }>;

export function PageBlocks(props: { blocks: PageBlock[] }) {
  const groups: (TextBlock | LinkBlock[])[] = [];
  for (const block of props.blocks) {
    const last = groups.at(-1);
    if (block.type !== "link") groups.push(block);
    else if (Array.isArray(last)) last.push(block);
    else groups.push([block]);
  }
  return (
    <div className="content">
      {groups.map((group, index) => {
        if (Array.isArray(group)) {
          return (
            <p key={index} className="content__actions">
              {group.map((link, i) => (
                <ContentLink
                  key={link.href}
                  href={link.href}
                  className={i === 0 ? "btn btn--primary" : "btn btn--secondary"}
                >
                  {link.text}
                </ContentLink>
              ))}
            </p>
          );
        }
        return <Block key={index} block={group} />;
      })}
    </div>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case "heading":
      return <h2 className="content__heading">{block.text}</h2>;
    case "paragraph":
      return <p className="content__text">{block.text}</p>;
    case "list":
      return (
        <ul className="content__list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="content__facts">
          {block.items.map((fact) => (
            <div key={fact.label} className="content__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
