//! The PDF adapter: lays a report of the core ([`domain::family_tree::TreeReport`]) out on A4
//! pages with `pdf-writer`, in DejaVu Sans embedded whole as a TrueType font with the
//! WinAnsi encoding (every letter of Portuguese and Italian is in it). Glyph widths come from
//! the font itself (`ttf-parser`), so lines wrap where they should (docs/decisions/pdf-report.md).

use std::sync::OnceLock;

use domain::family_tree::{ReportBlock, TreeReport};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

mod winansi;

const FONT_FILE: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
const FONT_NAME: Name<'static> = Name(b"DejaVuSans");
const FONT_RESOURCE: Name<'static> = Name(b"F1");

/// A4 in points, with its margins.
const PAGE_WIDTH: f32 = 595.0;
const PAGE_HEIGHT: f32 = 842.0;
const MARGIN: f32 = 56.0;
const FOOTER_SIZE: f32 = 9.0;

/// What the layout needs of the font: the advance of each WinAnsi code, in thousandths of the
/// font size, and the font's metrics for its descriptor.
struct Metrics {
    widths: [f32; 256],
    ascent: f32,
    descent: f32,
    cap_height: f32,
    bbox: Rect,
    /// The font file, zlib-compressed once.
    compressed: Vec<u8>,
}

fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(|| {
        // The font is part of the build; it parses or the crate's tests fail.
        let face = ttf_parser::Face::parse(FONT_FILE, 0).expect("DejaVu Sans parses");
        let scale = 1000.0 / f32::from(face.units_per_em());
        let missing = face.glyph_hor_advance(ttf_parser::GlyphId(0)).unwrap_or(0);
        let mut widths = [0.0; 256];
        for (code, width) in widths.iter_mut().enumerate() {
            let advance = winansi::char_of(code as u8)
                .and_then(|c| face.glyph_index(c))
                .and_then(|glyph| face.glyph_hor_advance(glyph))
                .unwrap_or(missing);
            *width = f32::from(advance) * scale;
        }
        let b = face.global_bounding_box();
        Metrics {
            widths,
            ascent: f32::from(face.ascender()) * scale,
            descent: f32::from(face.descender()) * scale,
            cap_height: f32::from(face.capital_height().unwrap_or(face.ascender())) * scale,
            bbox: Rect::new(
                f32::from(b.x_min) * scale,
                f32::from(b.y_min) * scale,
                f32::from(b.x_max) * scale,
                f32::from(b.y_max) * scale,
            ),
            compressed: miniz_oxide::deflate::compress_to_vec_zlib(FONT_FILE, 6),
        }
    })
}

/// One line placed on a page: its size, its left edge and its WinAnsi bytes.
struct Placed {
    size: f32,
    x: f32,
    y: f32,
    text: Vec<u8>,
}

fn width(text: &[u8], size: f32) -> f32 {
    let widths = &metrics().widths;
    text.iter().map(|&b| widths[usize::from(b)]).sum::<f32>() * size / 1000.0
}

/// `text` broken at spaces into lines no wider than `room` (a word longer than a line is cut).
fn wrap(text: &[u8], size: f32, room: f32) -> Vec<Vec<u8>> {
    let mut lines = Vec::new();
    for paragraph in text.split(|&b| b == b'\n') {
        let mut line: Vec<u8> = Vec::new();
        for word in paragraph.split(|&b| b == b' ').filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_vec()
            } else {
                [line.as_slice(), b" ", word].concat()
            };
            if width(&candidate, size) <= room {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let mut rest = word;
            while width(rest, size) > room && rest.len() > 1 {
                let fits = (1..rest.len()).rev().find(|&n| width(&rest[..n], size) <= room);
                let cut = fits.unwrap_or(1);
                lines.push(rest[..cut].to_vec());
                rest = &rest[cut..];
            }
            line = rest.to_vec();
        }
        lines.push(line);
    }
    lines
}

/// The report's lines, page by page.
fn layout(report: &TreeReport) -> Vec<Vec<Placed>> {
    let room = PAGE_WIDTH - 2.0 * MARGIN;
    let bottom = MARGIN + 2.0 * FOOTER_SIZE;
    let mut pages: Vec<Vec<Placed>> = vec![Vec::new()];
    let mut y = PAGE_HEIGHT - MARGIN;
    for block in &report.blocks {
        let (text, size, indent, before) = match block {
            ReportBlock::Title(text) => (text.clone(), 18.0, 0.0, 0.0),
            ReportBlock::Heading(text) => (text.clone(), 13.0, 0.0, 14.0),
            ReportBlock::Text(text) => (text.clone(), 11.0, 0.0, 6.0),
            ReportBlock::Field { label, value } => (format!("{label}: {value}"), 10.0, 14.0, 1.0),
        };
        let leading = size * 1.35;
        y -= before;
        for line in wrap(&winansi::encode(&text), size, room - indent) {
            if y - leading < bottom {
                pages.push(Vec::new());
                y = PAGE_HEIGHT - MARGIN;
            }
            y -= leading;
            if let Some(page) = pages.last_mut() {
                page.push(Placed { size, x: MARGIN + indent, y, text: line });
            }
        }
    }
    pages
}

/// The report as a PDF file, titled `title`.
pub fn render(report: &TreeReport, title: &str) -> Vec<u8> {
    let metrics = metrics();
    let pages = layout(report);
    let mut next = 1;
    let mut id = || {
        next += 1;
        Ref::new(next - 1)
    };
    let (catalog, tree, info) = (id(), id(), id());
    let (font, descriptor, file) = (id(), id(), id());
    let page_ids: Vec<(Ref, Ref)> = pages.iter().map(|_| (id(), id())).collect();

    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.document_info(info).title(TextStr(title)).producer(TextStr("Facilitando Burocracias"));
    pdf.pages(tree).kids(page_ids.iter().map(|(page, _)| *page)).count(page_ids.len() as i32);

    let mut dict = pdf.indirect(font).dict();
    dict.pair(Name(b"Type"), Name(b"Font"));
    dict.pair(Name(b"Subtype"), Name(b"TrueType"));
    dict.pair(Name(b"BaseFont"), FONT_NAME);
    dict.pair(Name(b"FirstChar"), 32);
    dict.pair(Name(b"LastChar"), 255);
    dict.insert(Name(b"Widths")).array().items(metrics.widths[32..].iter().copied());
    dict.pair(Name(b"FontDescriptor"), descriptor);
    dict.pair(Name(b"Encoding"), Name(b"WinAnsiEncoding"));
    dict.finish();

    pdf.font_descriptor(descriptor)
        .name(FONT_NAME)
        .flags(pdf_writer::types::FontFlags::NON_SYMBOLIC)
        .bbox(metrics.bbox)
        .italic_angle(0.0)
        .ascent(metrics.ascent)
        .descent(metrics.descent)
        .cap_height(metrics.cap_height)
        .stem_v(80.0)
        .font_file2(file);
    pdf.stream(file, &metrics.compressed)
        .filter(Filter::FlateDecode)
        .pair(Name(b"Length1"), FONT_FILE.len() as i32);

    let count = pages.len();
    for (number, (lines, (page_id, content_id))) in pages.iter().zip(&page_ids).enumerate() {
        let mut page = pdf.page(*page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT))
            .parent(tree)
            .contents(*content_id);
        page.resources().fonts().pair(FONT_RESOURCE, font);
        page.finish();

        let mut content = Content::new();
        let footer = winansi::encode(&format!("Página {} de {count}", number + 1));
        let footer = Placed {
            size: FOOTER_SIZE,
            x: PAGE_WIDTH - MARGIN - width(&footer, FOOTER_SIZE),
            y: MARGIN,
            text: footer,
        };
        for line in lines.iter().chain([&footer]) {
            content
                .begin_text()
                .set_font(FONT_RESOURCE, line.size)
                .next_line(line.x, line.y)
                .show(Str(&line.text))
                .end_text();
        }
        pdf.stream(*content_id, &content.finish());
    }
    pdf.finish()
}
