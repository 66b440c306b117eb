/** One tap's ways to reach a person: a call on the full international number, and a WhatsApp chat. */
export interface Contact {
  /** Who the chat greets and the links are for. */
  name: string;
  tel: string;
  whatsApp: string;
  /** The number as shown: +, the country code, the number. */
  shown: string;
}
