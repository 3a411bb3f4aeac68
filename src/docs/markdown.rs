//! Reading a Markdown doc with a real parser (pulldown-cmark), never line patterns over its text.
//!
//! In: a doc's text. Out: a [`Doc`] — its headings, paragraphs, list items and table rows, each a
//! run of [`Tok`]ens (code spans whole; prose split into words and punctuation, a CJK character
//! a word of its own, so Chinese reads as well as English), every one with its byte offset; the
//! `<!-- gen-config:… -->` markers the parser found as HTML blocks (a marker inside a code block is
//! text, not a marker); and the language of its prose. Fenced and indented code is skipped.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// What starts a marker's comment: `<!-- gen-config:begin … -->`, `<!-- gen-config:end … -->`.
pub const MARKER_PREFIX: &str = "gen-config:";

/// A piece of inline text.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A code span's content (`` `num_q_heads` `` → `num_q_heads`).
    Code(String, usize),
    /// A run of letters, digits and `_` (with `.`/`-`/`+` inside it: `0.5`, `1e-5`, `fp8-e4m3`),
    /// or one CJK character.
    Word(String, usize),
    Punct(char, usize),
}

impl Tok {
    pub fn at(&self) -> usize {
        match self {
            Tok::Code(_, a) | Tok::Word(_, a) | Tok::Punct(_, a) => *a,
        }
    }
    pub fn code(&self) -> Option<&str> {
        match self {
            Tok::Code(s, _) => Some(s),
            _ => None,
        }
    }
    pub fn word(&self) -> Option<&str> {
        match self {
            Tok::Word(s, _) => Some(s),
            _ => None,
        }
    }
    pub fn is_punct(&self, set: &[char]) -> bool {
        matches!(self, Tok::Punct(c, _) if set.contains(c))
    }
    /// A code span or a word: something that may name a thing.
    pub fn name(&self) -> Option<&str> {
        match self {
            Tok::Code(s, _) | Tok::Word(s, _) => Some(s),
            Tok::Punct(..) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockKind {
    Heading(u8),
    Paragraph,
    /// A list item's first paragraph (its text up to a nested list).
    Item,
    /// A table row; the header row is `true`.
    Row(bool),
}

#[derive(Clone, Debug)]
pub struct Block {
    pub kind: BlockKind,
    /// Byte offset of its start.
    pub at: usize,
    /// Its tokens (for a row: every cell's, in order).
    pub toks: Vec<Tok>,
    /// A table row's cells.
    pub cells: Vec<Vec<Tok>>,
}

/// A `<!-- gen-config:… -->` comment as the parser found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    pub kind: MarkerKind,
    /// Byte range of the HTML (the comment's lines).
    pub start: usize,
    pub end: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum MarkerKind {
    /// `begin`, and what follows it (`attention/decode_gqa`, or nothing).
    Begin(String),
    End(String),
    /// Not a marker gen-config can use, and why.
    Malformed(Malformed),
}

/// Why a `gen-config:` comment is no usable marker.
#[derive(Clone, Debug, PartialEq)]
pub enum Malformed {
    /// Inside a paragraph, not on a line of its own.
    Inline,
    /// Not one HTML comment alone on its lines.
    NotOneComment,
    /// `gen-config:` is not right after `<!--`.
    NoPrefix,
    /// In a list or a quote.
    Nested,
    /// `gen-config:` followed by something other than `begin` or `end`.
    UnknownVerb(String),
}

pub struct Doc {
    pub blocks: Vec<Block>,
    pub markers: Vec<Marker>,
    line_starts: Vec<usize>,
    text_len: usize,
}

/// Characters that are punctuation tokens. `.` is one only where it does not sit inside a word.
const PUNCT: &[char] = &[
    '(', ')', '[', ']', '{', '}', ',', ';', ':', '!', '?', '"', '\'', '/', '|', '=', '*', '<', '>', '（', '）', '【',
    '】', '，', '；', '：', '！', '？', '。', '、', '“', '”', '‘', '’', '—', '–', '…',
];

/// A CJK ideograph (each is a word of its own: Chinese has no spaces between words).
pub fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0xF900..=0xFAFF)
}

/// Split prose into words and punctuation, each with its byte offset (`base` is the text's).
pub fn tokenize(text: &str, base: usize, out: &mut Vec<Tok>) {
    let mut word = String::new();
    let mut start = 0;
    let flush = |word: &mut String, start: usize, out: &mut Vec<Tok>| {
        if !word.is_empty() {
            out.push(Tok::Word(std::mem::take(word), start));
        }
    };
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(off, c)) in chars.iter().enumerate() {
        let next = chars.get(i + 1).map(|x| x.1);
        if c.is_whitespace() {
            flush(&mut word, start, out);
        } else if is_cjk(c) {
            flush(&mut word, start, out);
            out.push(Tok::Word(c.to_string(), base + off));
        } else if matches!(c, '.' | '-' | '+')
            && !word.is_empty()
            && next.is_some_and(|n| n.is_alphanumeric() && !is_cjk(n))
        {
            // Inside a word: `0.5`, `1e-5`, `w4a4-nvfp4`.
            word.push(c);
        } else if c == '.' || PUNCT.contains(&c) {
            flush(&mut word, start, out);
            out.push(Tok::Punct(c, base + off));
        } else {
            if word.is_empty() {
                start = base + off;
            }
            word.push(c);
        }
    }
    flush(&mut word, start, out);
}

impl Doc {
    pub fn read(text: &str) -> Doc {
        let mut r = Reader::default();
        let parser = Parser::new_ext(text, Options::ENABLE_TABLES).into_offset_iter();
        for (event, range) in parser {
            r.event(event, range);
        }
        r.flush();
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Doc {
            blocks: r.blocks,
            markers: r.markers,
            line_starts,
            text_len: text.len(),
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, text: &str, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.text_len);
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts[line - 1];
        let col = text.get(start..offset).map_or(0, |s| s.chars().count()) + 1;
        (line as u32, col as u32)
    }

    /// The 1-based line holding a byte offset.
    pub fn line_number(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= offset).max(1)
    }

    /// The byte offset where the line holding `offset` starts, and where the next one does.
    pub fn line_bounds(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts[line - 1];
        let end = self.line_starts.get(line).copied().unwrap_or(self.text_len);
        (start, end)
    }
}

/// The language of a doc's prose: Chinese when its CJK characters are at least as many as its
/// other words (identifiers and numbers in Chinese prose are few beside its characters).
pub fn prose_is_chinese<'b>(blocks: impl IntoIterator<Item = &'b Block>) -> bool {
    let (mut cjk, mut latin) = (0usize, 0usize);
    for b in blocks {
        for t in &b.toks {
            if let Tok::Word(w, _) = t {
                if w.chars().any(is_cjk) {
                    cjk += 1;
                } else if w.chars().any(|c| c.is_ascii_alphabetic()) {
                    latin += 1;
                }
            }
        }
    }
    cjk > 0 && cjk >= latin
}

#[derive(Default)]
struct Reader {
    blocks: Vec<Block>,
    markers: Vec<Marker>,
    /// The block whose inline text is being read.
    open: Option<Block>,
    /// Inside a code block, or an image's alt text: text that is no prose.
    skip: usize,
    /// The HTML block being read: its text and start.
    html: Option<(String, usize)>,
    /// Table row cells being read.
    row: Option<(bool, usize, Vec<Vec<Tok>>)>,
    cell: Option<Vec<Tok>>,
    /// Block quotes and lists the reader is inside (a marker there is not at the top level).
    containers: usize,
}

impl Reader {
    fn flush(&mut self) {
        if let Some(b) = self.open.take() {
            if !b.toks.is_empty() {
                self.blocks.push(b);
            }
        }
    }

    fn start(&mut self, kind: BlockKind, at: usize) {
        self.flush();
        self.open = Some(Block {
            kind,
            at,
            toks: vec![],
            cells: vec![],
        });
    }

    fn sink(&mut self) -> Option<&mut Vec<Tok>> {
        if self.skip > 0 {
            return None;
        }
        if let Some(c) = self.cell.as_mut() {
            return Some(c);
        }
        self.open.as_mut().map(|b| &mut b.toks)
    }

    fn event(&mut self, event: Event, range: std::ops::Range<usize>) {
        match event {
            Event::Start(tag) => self.start_tag(tag, range),
            Event::End(tag) => self.end_tag(tag),
            Event::Text(t) => {
                if let Some((html, _)) = self.html.as_mut() {
                    html.push_str(&t);
                } else if let Some(sink) = self.sink() {
                    // Offsets within the event's text, from where its source starts (an escape
                    // such as `\|` ends an event, so they stay on the right line).
                    tokenize(&t, range.start, sink);
                }
            }
            Event::Code(t) => {
                if let Some(sink) = self.sink() {
                    sink.push(Tok::Code(t.trim().to_string(), range.start));
                }
            }
            Event::Html(t) => {
                if let Some((html, _)) = self.html.as_mut() {
                    html.push_str(&t);
                }
            }
            Event::InlineHtml(t) if t.contains(MARKER_PREFIX) => {
                self.markers.push(Marker {
                    kind: MarkerKind::Malformed(Malformed::Inline),
                    start: range.start,
                    end: range.end,
                });
            }
            _ => {}
        }
    }

    fn start_tag(&mut self, tag: Tag, range: std::ops::Range<usize>) {
        match tag {
            Tag::Heading { level, .. } => self.start(BlockKind::Heading(level as u8), range.start),
            Tag::Paragraph => {
                // A list item's first paragraph continues the item's block.
                let in_fresh_item = self
                    .open
                    .as_ref()
                    .is_some_and(|b| b.kind == BlockKind::Item && b.toks.is_empty());
                if !in_fresh_item && self.cell.is_none() {
                    self.start(BlockKind::Paragraph, range.start);
                }
            }
            Tag::Item => self.start(BlockKind::Item, range.start),
            Tag::List(_) | Tag::BlockQuote(_) => {
                self.flush();
                self.containers += 1;
            }
            Tag::CodeBlock(_) | Tag::Image { .. } | Tag::MetadataBlock(_) => {
                if matches!(tag, Tag::CodeBlock(_)) {
                    self.flush();
                }
                self.skip += 1;
            }
            Tag::HtmlBlock => {
                self.flush();
                self.html = Some((String::new(), range.start));
            }
            Tag::Table(_) => self.flush(),
            Tag::TableHead => self.row = Some((true, range.start, vec![])),
            Tag::TableRow => self.row = Some((false, range.start, vec![])),
            Tag::TableCell => self.cell = Some(vec![]),
            _ => {}
        }
    }

    fn end_tag(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Heading(_) | TagEnd::Item => self.flush(),
            TagEnd::Paragraph if self.open.as_ref().is_some_and(|b| b.kind == BlockKind::Paragraph) => self.flush(),
            TagEnd::List(_) | TagEnd::BlockQuote(_) => {
                self.flush();
                self.containers = self.containers.saturating_sub(1);
            }
            TagEnd::CodeBlock | TagEnd::Image | TagEnd::MetadataBlock(_) => self.skip = self.skip.saturating_sub(1),
            TagEnd::HtmlBlock => {
                if let Some((html, start)) = self.html.take() {
                    let end = start + html.len();
                    if let Some(kind) = marker_kind(&html, self.containers > 0) {
                        self.markers.push(Marker { kind, start, end });
                    }
                }
            }
            TagEnd::TableCell => {
                if let (Some(c), Some(row)) = (self.cell.take(), self.row.as_mut()) {
                    row.2.push(c);
                }
            }
            TagEnd::TableHead | TagEnd::TableRow => {
                if let Some((header, at, cells)) = self.row.take() {
                    let toks = cells.iter().flatten().cloned().collect();
                    self.blocks.push(Block {
                        kind: BlockKind::Row(header),
                        at,
                        toks,
                        cells,
                    });
                }
            }
            _ => {}
        }
    }
}

/// What an HTML block is as a marker: `None` when it is no gen-config comment at all.
fn marker_kind(html: &str, nested: bool) -> Option<MarkerKind> {
    if !html.contains(MARKER_PREFIX) {
        return None;
    }
    let t = html.trim();
    let malformed = |why: Malformed| Some(MarkerKind::Malformed(why));
    let Some(inner) = t.strip_prefix("<!--").and_then(|s| s.strip_suffix("-->")) else {
        return malformed(Malformed::NotOneComment);
    };
    if inner.contains("-->") || inner.contains("<!--") {
        return malformed(Malformed::NotOneComment);
    }
    let Some(rest) = inner.trim().strip_prefix(MARKER_PREFIX) else {
        return malformed(Malformed::NoPrefix);
    };
    if nested {
        return malformed(Malformed::Nested);
    }
    let mut words = rest.split_whitespace();
    let verb = words.next().unwrap_or("");
    let arg = words.collect::<Vec<_>>().join(" ");
    match verb {
        "begin" => Some(MarkerKind::Begin(arg)),
        "end" => Some(MarkerKind::End(arg)),
        other => Some(MarkerKind::Malformed(Malformed::UnknownVerb(other.to_string()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        let mut out = vec![];
        tokenize(text, 0, &mut out);
        out.iter()
            .map(|t| match t {
                Tok::Word(w, _) => w.clone(),
                Tok::Punct(c, _) => format!("<{c}>"),
                Tok::Code(c, _) => format!("`{c}`"),
            })
            .collect()
    }

    #[test]
    fn prose_splits_into_words_numbers_and_punctuation_and_chinese_characters() {
        assert_eq!(
            words("(R, sweep): default 0.5 and 1e-5."),
            ["<(>", "R", "<,>", "sweep", "<)>", "<:>", "default", "0.5", "and", "1e-5", "<.>"]
        );
        assert_eq!(words("默认 64，必填"), ["默", "认", "64", "<，>", "必", "填"]);
        assert_eq!(words("w4a4-nvfp4 / bf16"), ["w4a4-nvfp4", "</>", "bf16"]);
    }

    #[test]
    fn headings_paragraphs_items_and_table_rows_are_blocks_with_code_spans_whole() {
        let text = "# Title\n\n## `decode_gqa`\n\n| field | | notes |\n|---|---|---|\n| `s_kv_list` | R, sweep | a \\| b |\n\n- `head_dim`: default 128\n- two\n\n```\n`not_read` (R)\n```\n";
        let d = Doc::read(text);
        let kinds: Vec<BlockKind> = d.blocks.iter().map(|b| b.kind).collect();
        assert_eq!(
            kinds,
            [
                BlockKind::Heading(1),
                BlockKind::Heading(2),
                BlockKind::Row(true),
                BlockKind::Row(false),
                BlockKind::Item,
                BlockKind::Item
            ]
        );
        let at = |needle: &str| text.find(needle).expect("in the text");
        assert_eq!(d.blocks[1].toks, [Tok::Code("decode_gqa".into(), at("`decode_gqa`"))]);
        let row = &d.blocks[3];
        assert_eq!(row.cells.len(), 3);
        assert_eq!(row.cells[0], [Tok::Code("s_kv_list".into(), at("`s_kv_list`"))]);
        assert_eq!(d.line_col(text, row.cells[0][0].at()), (7, 3));
    }

    #[test]
    fn markers_are_html_blocks_and_a_marker_in_code_is_text() {
        let text = "intro\n\n<!-- gen-config:begin attention -->\nold\n<!-- gen-config:end -->\n\n```\n<!-- gen-config:begin -->\n```\n\n- <!-- gen-config:end -->\n\nsee <!-- gen-config:begin --> here\n";
        let d = Doc::read(text);
        let kinds: Vec<&MarkerKind> = d.markers.iter().map(|m| &m.kind).collect();
        assert_eq!(kinds.len(), 4, "{kinds:?}");
        assert_eq!(kinds[0], &MarkerKind::Begin("attention".into()));
        assert_eq!(kinds[1], &MarkerKind::End(String::new()));
        assert_eq!(kinds[2], &MarkerKind::Malformed(Malformed::Nested));
        assert_eq!(kinds[3], &MarkerKind::Malformed(Malformed::Inline));
        assert_eq!(&text[d.markers[0].start..d.markers[0].start + 4], "<!--");
    }

    #[test]
    fn the_prose_language_is_the_one_most_of_its_words_are_in() {
        let zh = Doc::read("## decode_gqa\n\n每个值都必须是 `page_size` 的倍数，默认 64。\n");
        assert!(prose_is_chinese(&zh.blocks));
        let en = Doc::read("## decode_gqa\n\nEach a multiple of `page_size` (see 说明).\n");
        assert!(!prose_is_chinese(&en.blocks));
    }
}
