/** Privacy Policy (/privacy): eleven sections, in order. It states what the site does in both
 * deployments (our server: logging in server/app.ts, counting in decision 0040; Netlify forms);
 * new collection, logging, counting or retention changes it and lastUpdated in the same commit. */
import { business } from "../business";
import { legalDocumentSchema } from "../schema";
import { siteDocument } from "../site-document";

const brand = business.brand;

export const privacyDocument = siteDocument("privacy", legalDocumentSchema, {
  meta: {
    title: "Privacy Policy",
    description: `What ${brand} collects through this website, why, how long we keep it, who receives it, and the choices and rights you have over your information.`,
  },
  heading: "Privacy Policy",
  lastUpdated: "November 28, 2026",
  sections: [
    {
      heading: "Introduction",
      paragraphs: [
        `${brand} ("we", "us" or "our") respects your privacy. This policy explains what information we collect through this website, how we use it, who receives it and the choices you have. It applies to this website only. Sites we link to, such as our payment portal, our appointment booking page and our social media profiles, are run by other companies under their own privacy policies.`,
        "We have tried to keep this policy short and specific: it describes what this website actually does, not everything a website could do.",
      ],
    },
    {
      heading: "Information We Collect",
      paragraphs: [
        "You can read every page of this website without telling us who you are. We collect personal information only when you choose to send it to us through one of our forms, by email or by phone. The forms collect the following:",
      ],
      list: [
        "Contact form: your name, email address, phone number, the service you are interested in, how you heard about us and your message.",
        "Referral form: your name and email address, and the name, email address and/or phone number of the person you are referring, with an optional message. The referred person's details are supplied by you, not by them, so please refer only people you reasonably expect would welcome hearing from us.",
        "Website project form: your name, email address, phone number, firm or business name, current website address if you have one, and the details you give about your project, such as its type, features, size and timeline.",
      ],
      after: [
        "Each form sends exactly what you type to us: to our own server or, where this website is hosted with Netlify, to Netlify's form service, which passes it on to us. Please do not include confidential case details or other sensitive information in a form; we can arrange a more appropriate way to share it once we are in touch.",
      ],
    },
    {
      heading: "Automatically Collected Information",
      paragraphs: [
        "When you submit a form, your submission is stored together with the time it was received, the page of the website it was sent from, and your browser's user-agent string (a short description of the browser and operating system that your browser sends with every request). We use these to respond in context and to spot automated or abusive submissions.",
        "When you send a form, it also carries three facts about your visit, so that we can tell which of our pages and which links bring people to us: the address of the first page of this website you opened in your visit, the name of the website that linked you to it (its domain only, never the page or what you searched for), and any campaign tags in that first link (the utm_source, utm_medium, utm_campaign, utm_term and utm_content labels we put on links in our own newsletters and listings). Your browser holds them for the visit in its session storage, which it clears when you close the tab; they are not a cookie, they do not identify you, and they reach us only if you send a form, stored with your submission and deleted with it. Nothing about your visit is sent to anyone else.",
        "Like every website, the server that delivers these pages necessarily sees your IP address when your browser connects to it. When our own server runs the site, it uses your address only to limit how many submissions can be sent in a short time and so protect the forms from abuse. That count is normally kept only in the server's memory; when the site runs on more than one server, they share it in our database under a one-way scrambled form of the address, which is deleted within about two minutes. If the site is set to email you a confirmation of your message, our database also keeps a scrambled form of your IP address, made with a secret key, for at most about two hours, so that no one connection can make the site send many confirmations. Our server does not write your IP address or the pages you view to its logs, and does not store your IP address with your submission.",
        "This website may instead be delivered by a hosting provider such as Netlify. Then that provider's servers see your IP address and handle it under the provider's own privacy policy, for example in short-lived logs kept for security and operations, and your form submission is received and stored by Netlify's form service before it reaches us.",
        "We count visits to this website ourselves, without cookies, so that we can tell which pages are useful and how fast they are for visitors. When a page is shown, a small script of our own sends our server a short note: the page's address without anything after the question mark, when the page started loading, and whether your browser says it is being run by automation software. The first page of your visit also sends the three facts described above (the first page's address, the linking website's domain and any campaign tags). When you leave or hide a page, the script sends page speed measurements: how long the page took to start answering and to show its main content, how quickly it responded to your taps and clicks, and how much its layout moved while loading. Nothing you type into the page is sent this way.",
        "Our server does not keep a record of who you are. To count how many different people visited on a given day, it combines your IP address, your browser's user-agent string and this website's name and scrambles them with a one-way function, using a random key that is made new each day and deleted after two days. Once the key is gone, nobody, including us, can work out the IP address or browser behind the number, or link one day's visitors to another's. The server also notes from the user-agent string whether you are on a phone or a computer and whether the request comes from an automated program, which it leaves out of the counts. Your IP address and user-agent string are not stored or logged by this counting.",
        "If your browser sends a Do Not Track or Global Privacy Control signal, the script sends nothing and your visit is not counted. Visits by our own staff while signed in to our inbox are not counted either.",
        "By default, the individual page view notes are kept for 90 days and the daily totals made from them (visits, page views, visitors and speed figures per page and campaign) for 25 months, then deleted. They are kept on our own server only; no other company receives them, and we do not use them to identify, profile or advertise to anyone.",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: ["We use the information you send us only to:"],
      list: [
        "reply to your message and answer your questions;",
        "prepare for a consultation, scope your project and send you a quote;",
        "contact a person you have referred to us, and let them know who suggested us;",
        "provide and manage services you ask us to provide;",
        "keep ordinary business records of inquiries and correspondence;",
        "protect the website and its forms against spam and abuse, and comply with the law.",
      ],
      after: [
        "We do not use your information for advertising, and we do not add you to a mailing list because you sent us a message.",
      ],
    },
    {
      heading: "Sharing Your Information",
      paragraphs: [
        "We do not sell your personal information to third parties, and we do not share it with anyone for their own marketing.",
        "When a form is submitted, we are notified of the new submission by email or through a webhook, so its contents pass through the email or messaging service we use to receive it (and, where the site is hosted with Netlify, through Netlify's form service). Beyond that, we share information only in these limited cases:",
      ],
      list: [
        "with service providers who host or operate our systems on our behalf, and only as needed for them to do so;",
        "when the law requires it, such as in response to a valid subpoena or court order, or to protect our rights, our clients or the public;",
        "with a successor organization if our business is reorganized or transferred, which would remain bound by this policy for information collected under it.",
      ],
    },
    {
      heading: "Cookies and Tracking Technologies",
      paragraphs: [
        "This website does not use analytics, advertising or tracking cookies, and it does not use tracking pixels, advertising tags or any other company's analytics. The only counting is our own, described in section 3: it uses no cookie, stores nothing in your browser beyond the current tab's session, sends only to our own server, and sends nothing if your browser asks not to be tracked (Do Not Track or Global Privacy Control).",
        "This website does not load any scripts, fonts or images from third parties: everything the pages need is served from our own site, so no outside company learns about your visit from this website.",
        "If you follow a link to another site, such as our payment portal or booking page, that site may use its own cookies under its own policy.",
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We protect the information you send with reasonable technical and organizational measures: the website is served over an encrypted connection, submissions are kept on systems we control (or, where the site is hosted with Netlify, by Netlify on our behalf), and access to them is limited to the people who need it to respond to you. No method of transmission or storage is completely secure, however, and we cannot guarantee absolute security.",
        "We keep form submissions for as long as we need them to respond to you and for our ordinary business records. If you ask us to delete your information, we will do so unless the law requires us to keep it.",
      ],
    },
    {
      heading: "Your Privacy Rights",
      paragraphs: [
        "Depending on where you live, you may have some or all of the following rights over the personal information we hold about you. We will honor these requests wherever we reasonably can:",
      ],
      list: [
        "Access: ask for a copy of the personal information we hold about you.",
        "Correct: ask us to fix information that is inaccurate or incomplete.",
        "Delete: ask us to delete your personal information.",
        "Restrict or object: ask us to limit how we use your information, or object to a particular use.",
        "Portability: ask for your information in a common, machine-readable format.",
      ],
      after: [
        `To make a request, email us at ${business.privacyEmail}. We may need to confirm your identity before acting on it, and we will reply within a reasonable time. We will not treat you differently for exercising these rights.`,
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        "This website is intended for businesses and adults. It is not intended for children under 16, and we do not knowingly collect personal information from them. If we learn that we have received personal information from a child under 16, we will delete it. If you believe a child has sent us information, please contact us.",
      ],
    },
    {
      heading: "Changes to This Privacy Policy",
      paragraphs: [
        "We may update this policy from time to time, for example if we change how the website works. The date at the top of this page shows when it was last updated. If we make a significant change to how we handle information you have already sent us, we will take reasonable steps to let you know.",
      ],
    },
    {
      heading: "Contact Information",
      paragraphs: [
        `If you have any questions about this Privacy Policy or how we handle your information, please contact us at ${business.privacyEmail}. You can also reach us by phone at ${business.phone.display} during business hours.`,
      ],
    },
  ],
});

export default privacyDocument.value;
