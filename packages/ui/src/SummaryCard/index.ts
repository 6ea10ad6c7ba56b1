export { SummaryCard, type SummaryCardProps, type SummaryFigure } from './SummaryCard';
