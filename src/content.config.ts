// Wiring only: the collections, their loaders and schemas.
import { defineCollection } from 'astro:content';
import { documentsLoader } from './loaders/documents.ts';
import { documentEntrySchema } from './schemas/document-entry.ts';

export const collections = {
  documents: defineCollection({ loader: documentsLoader(), schema: documentEntrySchema }),
};
