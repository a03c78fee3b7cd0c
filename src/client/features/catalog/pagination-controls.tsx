import { Button, ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MARKETPLACE_PAGE_SIZE } from '../../../shared/catalog-filters';

/** Previous, page numbers and Next; shown only when there is more than one page (docs/product/catalog.md). */
export function PaginationControls({
  total,
  page,
  onPageChange,
}: {
  total: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  if (total <= MARKETPLACE_PAGE_SIZE) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={MARKETPLACE_PAGE_SIZE}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      display="flex"
      justifyContent="center"
    >
      <ButtonGroup variant="outline" size="sm" colorPalette="bay" flexWrap="wrap" justifyContent="center">
        <Pagination.PrevTrigger asChild>
          <Button>
            <ChevronLeft size={16} /> Previous
          </Button>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'outline', _selected: 'solid' }} aria-label={`Page ${item.value}`}>
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <Button>
            Next <ChevronRight size={16} />
          </Button>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
