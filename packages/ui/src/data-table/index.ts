// @savdo/ui/data-table: the product's one table for long, server-sorted and paged lists.
export { DataTable, type DataColumn, type DataTableProps, type TableSort } from './data-table';
