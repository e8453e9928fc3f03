//! SVG plots (plotters): grouped bars with error bars (speedups, accuracy,
//! overhead per benchmark and configuration), a heatmap (Arnold-Grove's
//! SAMPLES x STRIDE grid), a scatter (accuracy against overhead) and warm-up
//! curves (iteration time against iteration, one line per process).
//!
//! Every function takes plain figures and a path; none knows experiments.
//! Text uses plotters' built-in font metrics (no system fonts needed); the
//! SVG's viewer draws it with its own sans-serif font.

use std::path::Path;

use plotters::coord::combinators::BindKeyPoints;
use plotters::prelude::*;

use crate::stats::Estimate;

const PALETTE: [RGBColor; 8] = [
    RGBColor(0x1f, 0x77, 0xb4),
    RGBColor(0xff, 0x7f, 0x0e),
    RGBColor(0x2c, 0xa0, 0x2c),
    RGBColor(0xd6, 0x27, 0x28),
    RGBColor(0x94, 0x67, 0xbd),
    RGBColor(0x8c, 0x56, 0x4b),
    RGBColor(0xe3, 0x77, 0xc2),
    RGBColor(0x7f, 0x7f, 0x7f),
];

pub fn color(index: usize) -> RGBColor {
    PALETTE[index % PALETTE.len()]
}

fn fail<E: std::fmt::Debug>(error: E) -> String {
    format!("plot: {error:?}")
}

/// Axis units per group (bar chart) or cell (heatmap).
const UNIT: i32 = 1000;

/// The name of the group whose centre is at `x`, else nothing (no tick label).
fn group_name(names: &[String], x: i32) -> String {
    if x.rem_euclid(UNIT) == UNIT / 2 {
        names.get((x / UNIT) as usize).cloned().unwrap_or_default()
    } else {
        String::new()
    }
}

/// One bar series: a configuration's figure per group (benchmark).
pub struct Series {
    pub name: String,
    pub values: Vec<Option<Estimate>>,
}

/// Grouped bars, one group per entry of `groups`, one bar per series, each
/// with its interval as an error bar; `baseline` draws a horizontal line
/// (1.0 for speedups, 0 for overheads).
pub fn grouped_bars(
    path: &Path,
    title: &str,
    y_label: &str,
    groups: &[String],
    series: &[Series],
    baseline: Option<f64>,
) -> Result<(), String> {
    let n = groups.len().max(1);
    let width = (140 * n as u32).clamp(640, 2000);
    let root = SVGBackend::new(path, (width, 480)).into_drawing_area();
    root.fill(&WHITE).map_err(fail)?;
    let mut low = baseline.unwrap_or(f64::INFINITY);
    let mut high = baseline.unwrap_or(f64::NEG_INFINITY);
    for s in series {
        for e in s.values.iter().flatten() {
            low = low.min(e.low).min(e.value);
            high = high.max(e.high).max(e.value);
        }
    }
    if !low.is_finite() || !high.is_finite() {
        low = 0.0;
        high = 1.0;
    }
    // Bars start at 0 unless everything sits far from it (speedups near 1).
    let floor = if baseline == Some(1.0) && low > 0.5 {
        (low - 0.1 * (high - low).max(0.05)).max(0.0)
    } else {
        low.min(0.0)
    };
    let span = (high - floor).max(1e-9);
    let top = high + 0.12 * span;
    // Integer x coordinates (UNIT per group): plotters formats key points of
    // integer axes, so each group's name sits under its centre.
    let keys: Vec<i32> = (0..n as i32).map(|i| i * UNIT + UNIT / 2).collect();
    let names = groups.to_vec();
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d((0..n as i32 * UNIT).with_key_points(keys), floor..top)
        .map_err(fail)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_label_formatter(&|x| group_name(&names, *x))
        .y_desc(y_label)
        .label_style(("sans-serif", 13))
        .draw()
        .map_err(fail)?;
    let bar_width = (UNIT as f64 * 0.8 / series.len().max(1) as f64) as i32;
    let bar_base = if floor > 0.0 { floor } else { 0.0 };
    for (k, s) in series.iter().enumerate() {
        let fill = color(k);
        let bars: Vec<(i32, Estimate)> = s
            .values
            .iter()
            .enumerate()
            .filter_map(|(g, e)| e.map(|e| (g as i32 * UNIT + UNIT / 10 + k as i32 * bar_width, e)))
            .collect();
        chart
            .draw_series(bars.iter().map(|(x, e)| {
                Rectangle::new(
                    [(*x, bar_base), (*x + bar_width * 92 / 100, e.value)],
                    fill.filled(),
                )
            }))
            .map_err(fail)?
            .label(s.name.clone())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], fill.filled()));
        for (x, e) in &bars {
            if e.high > e.low {
                let middle = *x + bar_width * 46 / 100;
                let cap = bar_width / 5;
                chart
                    .draw_series(std::iter::once(PathElement::new(
                        vec![(middle, e.low), (middle, e.high)],
                        BLACK.stroke_width(1),
                    )))
                    .map_err(fail)?;
                for y in [e.low, e.high] {
                    chart
                        .draw_series(std::iter::once(PathElement::new(
                            vec![(middle - cap, y), (middle + cap, y)],
                            BLACK.stroke_width(1),
                        )))
                        .map_err(fail)?;
                }
            }
        }
    }
    if let Some(line) = baseline {
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(0, line), (n as i32 * UNIT, line)],
                BLACK.mix(0.6).stroke_width(1),
            )))
            .map_err(fail)?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK.mix(0.4))
        .label_font(("sans-serif", 13))
        .draw()
        .map_err(fail)?;
    root.present().map_err(fail)?;
    Ok(())
}

/// Linear blend from pale yellow (low) to dark blue (high).
fn heat(value: f64, low: f64, high: f64) -> RGBColor {
    let t = if high > low {
        ((value - low) / (high - low)).clamp(0.0, 1.0)
    } else {
        0.5
    };
    let stops = [
        (255.0, 255.0, 204.0),
        (65.0, 182.0, 196.0),
        (37.0, 52.0, 148.0),
    ];
    let (a, b, u) = if t < 0.5 {
        (stops[0], stops[1], t * 2.0)
    } else {
        (stops[1], stops[2], t * 2.0 - 1.0)
    };
    RGBColor(
        (a.0 + (b.0 - a.0) * u) as u8,
        (a.1 + (b.1 - a.1) * u) as u8,
        (a.2 + (b.2 - a.2) * u) as u8,
    )
}

/// One heatmap panel: `values[row][column]` colours each cell (missing cells
/// grey), `labels[row][column]` is written in it; the first row is drawn at
/// the top, as in a printed table.
pub struct HeatmapPanel {
    pub title: String,
    pub rows: Vec<String>,
    pub columns: Vec<String>,
    pub values: Vec<Vec<Option<f64>>>,
    pub labels: Vec<Vec<String>>,
}

/// Heatmap panels side by side (ours next to the paper's), sharing one
/// colour scale.
pub fn heatmaps(
    path: &Path,
    row_title: &str,
    column_title: &str,
    panels: &[HeatmapPanel],
) -> Result<(), String> {
    let nc = panels
        .iter()
        .map(|p| p.columns.len())
        .max()
        .unwrap_or(1)
        .max(1);
    let nr = panels
        .iter()
        .map(|p| p.rows.len())
        .max()
        .unwrap_or(1)
        .max(1);
    let panel_width = (90 * nc as u32 + 110).max(420);
    let width = (panel_width * panels.len().max(1) as u32).min(3600);
    let height = (40 * nr as u32 + 130).clamp(320, 1400);
    let root = SVGBackend::new(path, (width, height)).into_drawing_area();
    root.fill(&WHITE).map_err(fail)?;
    let all: Vec<f64> = panels
        .iter()
        .flat_map(|p| p.values.iter().flatten().flatten().copied())
        .collect();
    let low = all.iter().copied().fold(f64::INFINITY, f64::min);
    let high = all.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let areas = root.split_evenly((1, panels.len().max(1)));
    for (panel, area) in panels.iter().zip(areas.iter()) {
        heatmap_panel(area, row_title, column_title, panel, low, high)?;
    }
    root.present().map_err(fail)?;
    Ok(())
}

fn heatmap_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    row_title: &str,
    column_title: &str,
    panel: &HeatmapPanel,
    low: f64,
    high: f64,
) -> Result<(), String> {
    let (nr, nc) = (panel.rows.len().max(1), panel.columns.len().max(1));
    // Row 0 at the top: row r occupies y in [(nr-1-r), (nr-r)) units.
    let row_names: Vec<String> = panel.rows.iter().rev().cloned().collect();
    let column_names = panel.columns.clone();
    let mut chart = ChartBuilder::on(area)
        .caption(&panel.title, ("sans-serif", 16))
        .margin(10)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(
            (0..nc as i32 * UNIT)
                .with_key_points((0..nc as i32).map(|i| i * UNIT + UNIT / 2).collect()),
            (0..nr as i32 * UNIT)
                .with_key_points((0..nr as i32).map(|i| i * UNIT + UNIT / 2).collect()),
        )
        .map_err(fail)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_label_formatter(&|x| group_name(&column_names, *x))
        .y_label_formatter(&|y| group_name(&row_names, *y))
        .x_desc(column_title)
        .y_desc(row_title)
        .label_style(("sans-serif", 13))
        .draw()
        .map_err(fail)?;
    for (r, row) in panel.values.iter().enumerate() {
        for (c, value) in row.iter().enumerate() {
            let fill = match value {
                Some(v) => heat(*v, low, high),
                None => RGBColor(220, 220, 220),
            };
            let (x, y) = (c as i32 * UNIT, (nr - 1 - r) as i32 * UNIT);
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(x, y), (x + UNIT, y + UNIT)],
                    fill.filled(),
                )))
                .map_err(fail)?;
            let text = panel
                .labels
                .get(r)
                .and_then(|l| l.get(c))
                .cloned()
                .unwrap_or_default();
            let dark =
                (fill.0 as f64 * 0.299 + fill.1 as f64 * 0.587 + fill.2 as f64 * 0.114) < 128.0;
            let ink = if dark { WHITE } else { BLACK };
            let style = TextStyle::from(("sans-serif", 12).into_font())
                .color(&ink)
                .pos(plotters::style::text_anchor::Pos::new(
                    plotters::style::text_anchor::HPos::Center,
                    plotters::style::text_anchor::VPos::Center,
                ));
            chart
                .draw_series(std::iter::once(Text::new(
                    text,
                    (x + UNIT / 2, y + UNIT / 2),
                    style,
                )))
                .map_err(fail)?;
        }
    }
    Ok(())
}

/// One scatter point: a series (colour and legend entry), a label and x, y.
pub struct Point {
    pub series: String,
    pub label: String,
    pub x: f64,
    pub y: f64,
}

pub fn scatter(
    path: &Path,
    title: &str,
    x_label: &str,
    y_label: &str,
    points: &[Point],
) -> Result<(), String> {
    let root = SVGBackend::new(path, (820, 560)).into_drawing_area();
    root.fill(&WHITE).map_err(fail)?;
    let xs: Vec<f64> = points.iter().map(|p| p.x).collect();
    let ys: Vec<f64> = points.iter().map(|p| p.y).collect();
    let range = |values: &[f64], pad_to_zero: bool| {
        let low = values.iter().copied().fold(f64::INFINITY, f64::min);
        let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let (mut low, mut high) = if low.is_finite() {
            (low, high)
        } else {
            (0.0, 1.0)
        };
        if pad_to_zero {
            low = low.min(0.0);
        }
        let pad = ((high - low) * 0.1).max(0.5);
        low -= pad;
        high += pad;
        low..high
    };
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 18))
        .margin(14)
        .x_label_area_size(40)
        .y_label_area_size(55)
        .build_cartesian_2d(range(&xs, true), range(&ys, false))
        .map_err(fail)?;
    chart
        .configure_mesh()
        .x_desc(x_label)
        .y_desc(y_label)
        .label_style(("sans-serif", 13))
        .draw()
        .map_err(fail)?;
    let mut series_names: Vec<&str> = Vec::new();
    for p in points {
        if !series_names.contains(&p.series.as_str()) {
            series_names.push(&p.series);
        }
    }
    for (k, name) in series_names.iter().enumerate() {
        let fill = color(k);
        let mine: Vec<&Point> = points.iter().filter(|p| p.series == *name).collect();
        chart
            .draw_series(
                mine.iter()
                    .map(|p| Circle::new((p.x, p.y), 5, fill.filled())),
            )
            .map_err(fail)?
            .label(name.to_string())
            .legend(move |(x, y)| Circle::new((x + 5, y), 5, fill.filled()));
        chart
            .draw_series(
                mine.iter().filter(|p| !p.label.is_empty()).map(|p| {
                    Text::new(p.label.clone(), (p.x, p.y), ("sans-serif", 11).into_font())
                }),
            )
            .map_err(fail)?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK.mix(0.4))
        .label_font(("sans-serif", 13))
        .draw()
        .map_err(fail)?;
    root.present().map_err(fail)?;
    Ok(())
}

/// One process's iteration times (ms) and the 0-based iteration its steady
/// state starts at, if it has one.
pub struct Curve {
    pub times_ms: Vec<f64>,
    pub steady_start: Option<usize>,
}

/// One panel of warm-up curves: a configuration's processes on one benchmark.
pub struct CurvePanel {
    pub title: String,
    pub curves: Vec<Curve>,
}

/// Warm-up curves (Barrett et al.'s run-sequence plots): iteration time
/// against iteration, one line per process, a dot where its steady state
/// starts; one panel per configuration, in a grid of up to three columns,
/// sharing a logarithmic time axis so that the first iterations and the
/// steady state both stay readable and panels compare directly.
pub fn warmup_curves(path: &Path, title: &str, panels: &[CurvePanel]) -> Result<(), String> {
    let columns = panels.len().clamp(1, 3);
    let rows = panels.len().div_ceil(columns).max(1);
    let root =
        SVGBackend::new(path, (460 * columns as u32, 320 * rows as u32 + 40)).into_drawing_area();
    root.fill(&WHITE).map_err(fail)?;
    let root = root.titled(title, ("sans-serif", 20)).map_err(fail)?;
    let all = panels
        .iter()
        .flat_map(|p| p.curves.iter().flat_map(|c| c.times_ms.iter().copied()))
        .filter(|t| t.is_finite() && *t > 0.0);
    let (low, high) = all.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), t| {
        (l.min(t), h.max(t))
    });
    let (low, high) = if low.is_finite() && high > low {
        (low / 1.15, high * 1.15)
    } else if low.is_finite() {
        (low / 2.0, low * 2.0)
    } else {
        (0.1, 1.0)
    };
    let longest = panels
        .iter()
        .flat_map(|p| p.curves.iter().map(|c| c.times_ms.len()))
        .max()
        .unwrap_or(1)
        .max(2);
    let areas = root.split_evenly((rows, columns));
    for (panel, area) in panels.iter().zip(areas.iter()) {
        let mut chart = ChartBuilder::on(area)
            .caption(&panel.title, ("sans-serif", 14))
            .margin(8)
            .x_label_area_size(32)
            .y_label_area_size(52)
            .build_cartesian_2d(1f64..longest as f64, (low..high).log_scale())
            .map_err(fail)?;
        chart
            .configure_mesh()
            .x_desc("iteration")
            .y_desc("ms")
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_labels(12)
            .y_label_formatter(&|y| {
                if *y >= 10.0 {
                    format!("{y:.0}")
                } else {
                    format!("{y:.1}")
                }
            })
            .label_style(("sans-serif", 11))
            .draw()
            .map_err(fail)?;
        for (k, curve) in panel.curves.iter().enumerate() {
            let stroke = color(k);
            let points: Vec<(f64, f64)> = curve
                .times_ms
                .iter()
                .enumerate()
                .filter(|(_, t)| t.is_finite() && **t > 0.0)
                .map(|(i, t)| ((i + 1) as f64, *t))
                .collect();
            chart
                .draw_series(std::iter::once(PathElement::new(
                    points,
                    stroke.mix(0.8).stroke_width(1),
                )))
                .map_err(fail)?;
            if let Some(start) = curve.steady_start {
                if let Some(t) = curve.times_ms.get(start).filter(|t| **t > 0.0) {
                    chart
                        .draw_series(std::iter::once(Circle::new(
                            ((start + 1) as f64, *t),
                            3,
                            stroke.filled(),
                        )))
                        .map_err(fail)?;
                }
            }
        }
    }
    root.present().map_err(fail)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warmup_curves_draw_a_line_per_process_and_a_dot_per_steady_state() {
        let path = std::env::temp_dir().join(format!("rvm-warmup-{}.svg", std::process::id()));
        let panel = |title: &str| CurvePanel {
            title: title.to_string(),
            curves: vec![
                Curve {
                    times_ms: vec![90.0, 40.0, 20.0, 21.0, 19.0],
                    steady_start: Some(2),
                },
                Curve {
                    times_ms: vec![30.0, 22.0, 20.0, 20.0, 20.5],
                    steady_start: None,
                },
            ],
        };
        warmup_curves(&path, "B", &[panel("rvm: warm-up (1)"), panel("java")]).unwrap();
        let svg = std::fs::read_to_string(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(svg.contains("rvm: warm-up (1)") && svg.contains("iteration"));
        // One dot per panel: only the first process has a steady state.
        assert_eq!(svg.matches("<circle").count(), 2, "{svg}");
    }
}
