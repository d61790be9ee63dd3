/**
 * How gangway/web-components find a kit without a module-level registry: createAppKit puts the instance on its
 * <gangway-modal> element (property `appkit`) and announces it on the document with this event (detail: the kit).
 */
export const KIT_CREATED_EVENT = 'gangway-appkit-created'
