/** The business facts as an editor document (Site → Business facts): the schema, the
 * repository's facts and the owner's published edit, which `business` follows in the server. */
import { setBusinessFacts } from "./business";
import businessFacts from "./business-facts";
import { businessFactsSchema } from "./business-schema";
import { onOverlayChange, siteDocument } from "./site-document";

export const businessDocument = siteDocument("business", businessFactsSchema, businessFacts);

setBusinessFacts(businessDocument.value);
onOverlayChange(() => setBusinessFacts(businessDocument.value));
