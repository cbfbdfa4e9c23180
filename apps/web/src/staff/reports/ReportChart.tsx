/**
 * A report's chart, drawn by ECharts (decision 0035). This module is loaded only by the
 * reports screen (React.lazy), so only that screen pays for the chart library. The chart is
 * one image to assistive technology, named by a text summary; the report's table next to it
 * carries every figure.
 */
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  type GridComponentOption,
  type LegendComponentOption,
} from 'echarts/components';
import { init, use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef } from 'react';

// The canvas renderer: it adds no <style> element (the CSP allows only nonced ones) and no
// tooltip HTML; the table beside the chart is where exact values are read.
registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, CanvasRenderer]);

type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption
>;

/** Dark enough for 3:1 against white (WCAG 1.4.11 graphical objects), told apart by hue. */
const PALETTE = ['#1f5fa8', '#b3461b', '#2f7d32', '#6a3d9a', '#8a6500', '#0f6f74', '#a3285f'];

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ReportChartProps {
  kind: 'bar' | 'line';
  categories: string[];
  series: ChartSeries[];
  /** The chart in words, for screen readers (its accessible name). */
  summary: string;
  /** Right to left: the category axis runs from the right. */
  rtl: boolean;
}

export default function ReportChart({ kind, categories, series, summary, rtl }: ReportChartProps) {
  const element = useRef<HTMLDivElement>(null);
  // The effect redraws when the figures change, not when the caller builds new arrays: it
  // reads them from this ref, and `figures` says when they changed.
  const latest = useRef({ kind, categories, series, rtl });
  useLayoutEffect(() => {
    latest.current = { kind, categories, series, rtl };
  });
  const figures = JSON.stringify({ kind, categories, series, rtl });
  useEffect(() => {
    const { kind, categories, series, rtl } = latest.current;
    const container = element.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'canvas' });
    const option: ChartOption = {
      animation: false,
      color: PALETTE,
      grid: { left: 48, right: 24, top: series.length > 1 ? 40 : 16, bottom: 48 },
      ...(series.length > 1 ? { legend: { top: 0 } } : {}),
      xAxis: {
        type: 'category',
        data: categories,
        inverse: rtl,
        axisLabel: { color: '#333', hideOverlap: true },
      },
      yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left' },
      series: series.map((entry) =>
        kind === 'bar'
          ? { type: 'bar', name: entry.name, data: entry.values }
          : { type: 'line', name: entry.name, data: entry.values },
      ),
    };
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [figures]);
  return (
    <div
      ref={element}
      role="img"
      aria-label={summary}
      data-testid="report-chart"
      style={{ width: '100%', height: 280 }}
    />
  );
}
