export { Columns, type ColumnsCollapse, type ColumnsProps, columnsCollapsePoints } from './Columns.tsx';
export { type ColumnWidth, columnTemplate } from './columnsLogic.ts';
