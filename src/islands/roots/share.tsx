import React, { useEffect, useState } from "react";
import { graphql } from "gatsby";
import { Facebook, Linkedin, MessageCircle, Share2 } from "lucide";
import { Drawing } from "../../components/drawing";
import { shareLinks } from "../../lib/share";
import * as styles from "../../styles/pages/article.module.css";

/** The share block's texts (data/blog-page.json, article.share). */
export const shareTextsFragment = graphql`
  fragment ShareTexts on BlogPageJsonArticleShare {
    title
    share
    copy
    copied
    whatsapp
    facebook
    linkedin
  }
`;

const ICONS = { whatsapp: MessageCircle, facebook: Facebook, linkedin: Linkedin } as const;

/**
 * Pass an article on: the device's own share sheet where the browser has the Web Share API, otherwise copy the link
 * (with a visible confirmation); and plain links to WhatsApp, Facebook and LinkedIn, which work without JavaScript.
 */
export default function ShareArticle({ url, title, texts }: { url: string; title: string; texts: Queries.ShareTextsFragment }) {
  // Known only in the browser: the button appears once the page's script runs (it needs it) and takes its label then.
  const [mode, setMode] = useState<"share" | "copy" | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => setMode(typeof navigator.share === "function" ? "share" : "copy"), []);

  const onClick = async () => {
    if (mode === "share") {
      await navigator.share({ title, url }).catch(() => undefined); // the visitor closing the sheet is not an error
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  const labels = { whatsapp: texts.whatsapp, facebook: texts.facebook, linkedin: texts.linkedin };
  return (
    <section className={styles.share} aria-labelledby="compartir">
      <h2 id="compartir">{texts.title}</h2>
      <ul>
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Drawing drawing={ICONS[network]} size={18} />
              {labels[network]}
            </a>
          </li>
        ))}
        {/* Last in the row, so its appearance moves nothing. */}
        <li hidden={mode === null}>
          <button type="button" onClick={onClick}>
            <Drawing drawing={Share2} size={18} />
            {mode === "share" ? texts.share : texts.copy}
          </button>
        </li>
      </ul>
      <p role="status" className={styles.copied}>
        {copied ? texts.copied : ""}
      </p>
    </section>
  );
}
