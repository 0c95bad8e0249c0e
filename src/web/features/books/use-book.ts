import { useMutation, useQuery } from '@tanstack/react-query';
import { BOOKS_PATH, bookStatusPath } from '../../../shared/books-ui';
import type { TBook, TBookCreated, TBookRequest } from '../../../shared/books';
import { apiGet, apiSend } from '../../lib/api';

/** Asks for a book (202 { id }): the server's job lays it out. */
export function useMakeBook() {
  return useMutation({
    mutationFn: (request: TBookRequest) => apiSend<TBookCreated>('POST', BOOKS_PATH, request),
  });
}

/** The book's progress, asked every second until it is done or failed. */
export function useBookStatus(id: string | null) {
  return useQuery({
    queryKey: ['books', id],
    queryFn: ({ signal }) => apiGet<TBook>(bookStatusPath(id!), { signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}
