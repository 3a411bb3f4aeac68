//! Config YAML: text in, a mapping of fields with the position of every key and value out.
//!
//! Built on saphyr-parser's event stream so that every node keeps its line and column, a repeated
//! key keeps its last value (as PyYAML's constructor does) and is noted where it stands, and aliases are expanded under a node budget (a
//! billion-laughs file is an error, not an out-of-memory). Plain scalars resolve the way the
//! harness's loader (PyYAML's `safe_load`, YAML 1.1) resolves them: `yes` is `True`, `1e3` is a
//! string, `0o` octal is not.

use std::collections::{HashMap, HashSet};

use saphyr_parser::{Event, Parser, ScalarStyle, Span, Tag};

use super::data::Data;
use crate::lang::messages as lang;
use crate::say;

/// Nodes a document may expand to (aliases included).
const MAX_NODES: usize = 200_000;
/// How deeply collections may nest.
const MAX_DEPTH: usize = 128;
/// The largest config file read.
pub const MAX_BYTES: usize = 4 * 1024 * 1024;

/// 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Seq(Vec<Spanned>),
    Map(Vec<(String, Pos, Spanned)>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Spanned {
    pub node: Node,
    pub pos: Pos,
    /// Flow style (`[1, 2]`) rather than block style.
    pub flow: bool,
}

/// One top-level field of a config.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub key: String,
    pub key_pos: Pos,
    pub value: Spanned,
}

#[derive(Clone, Debug, Default)]
pub struct ConfigDoc {
    pub entries: Vec<Entry>,
    /// Fields whose value is anchored and aliased elsewhere in the file (`defaults: &d` merged in
    /// with `<<: *d`): they hold shared values; the harness ignores them, and so do the checks.
    /// Sorted.
    pub shared: Vec<String>,
    /// Keys given more than once in one mapping: the loader keeps the last value (the one in
    /// `entries`). The key, where it first stands, and where it stands again.
    pub duplicates: Vec<Duplicate>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Duplicate {
    pub key: String,
    pub first: Pos,
    pub again: Pos,
    /// A field of the config itself (not a key inside one of its values).
    pub top_level: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct YamlError {
    pub message: String,
    pub pos: Option<Pos>,
}

impl ConfigDoc {
    pub fn get(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.key == key)
    }

    /// The fields as the evaluator's data, in file order.
    pub fn data(&self) -> Vec<(String, Data)> {
        self.entries
            .iter()
            .map(|e| (e.key.clone(), e.value.node.to_data()))
            .collect()
    }
}

impl Node {
    pub fn to_data(&self) -> Data {
        match self {
            Node::Null => Data::Null,
            Node::Bool(b) => Data::Bool(*b),
            Node::Int(i) => Data::Int(*i),
            Node::Float(f) => Data::Float(*f),
            Node::Str(s) => Data::Str(s.clone()),
            Node::Seq(items) => Data::List(items.iter().map(|i| i.node.to_data()).collect()),
            Node::Map(m) => Data::Map(m.iter().map(|(k, _, v)| (k.clone(), v.node.to_data())).collect()),
        }
    }

    fn size(&self) -> usize {
        match self {
            Node::Seq(items) => 1 + items.iter().map(|i| i.node.size()).sum::<usize>(),
            Node::Map(m) => 1 + m.iter().map(|(_, _, v)| 1 + v.node.size()).sum::<usize>(),
            _ => 1,
        }
    }
}

fn pos(span: &Span) -> Pos {
    // saphyr's markers: line 1-based, column 0-based, counted in characters.
    Pos {
        line: span.start.line() as u32,
        col: span.start.col() as u32 + 1,
    }
}

enum Frame {
    Seq {
        items: Vec<Spanned>,
        pos: Pos,
        flow: bool,
        anchor: usize,
    },
    Map {
        entries: Vec<(String, Pos, Spanned)>,
        /// The keys of `entries` and their places, for the duplicate check (a file may hold
        /// 100,000 keys).
        keys: HashMap<String, usize>,
        /// The pending key was given before, at this place of `entries`: its value replaces the
        /// earlier one.
        replacing: Option<usize>,
        /// What its merge keys (`<<: *defaults`) bring in, in the order PyYAML puts them.
        merged: Vec<(String, Pos, Spanned)>,
        /// The key waiting for its value; `None` in it for a merge key.
        pending: Option<Option<(String, Pos)>>,
        pos: Pos,
        flow: bool,
        anchor: usize,
    },
}

/// Which tags the loader that reads the config builds values for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tags {
    /// Not judged: a loader the tool can't tell, or one that takes more than YAML's own tags.
    #[default]
    Any,
    /// PyYAML's safe loader (`yaml.safe_load`): YAML's own tags only; any other fails the load.
    SafeOnly,
}

/// Parse a config file's text: it must be one YAML mapping. Tags are not judged.
pub fn parse_config(text: &str) -> Result<ConfigDoc, YamlError> {
    parse_config_with(text, Tags::Any)
}

/// [`parse_config`] for a loader that builds only `tags`.
pub fn parse_config_with(text: &str, tags: Tags) -> Result<ConfigDoc, YamlError> {
    if text.len() > MAX_BYTES {
        return Err(YamlError {
            message: say!(
                lang(),
                "file is too large ({} bytes; the limit is {MAX_BYTES})",
                "文件太大（{} 字节；上限为 {MAX_BYTES}）",
                text.len()
            ),
            pos: None,
        });
    }
    let (root, shared, duplicates) = parse_tree(text, tags)?;
    let Some(root) = root else {
        return Err(YamlError {
            message: lang()
                .pick(
                    "the file is empty; a config is a YAML mapping of fields",
                    "文件是空的；配置应是由字段组成的 YAML 映射",
                )
                .into(),
            pos: None,
        });
    };
    match root.node {
        Node::Map(entries) => Ok(ConfigDoc {
            entries: entries
                .into_iter()
                .map(|(key, key_pos, value)| Entry { key, key_pos, value })
                .collect(),
            shared,
            duplicates,
        }),
        Node::Null => Err(YamlError {
            message: lang()
                .pick(
                    "the file holds no fields; a config is a YAML mapping of fields",
                    "文件里没有字段；配置应是由字段组成的 YAML 映射",
                )
                .into(),
            pos: Some(root.pos),
        }),
        Node::Seq(_) => Err(YamlError {
            message: lang()
                .pick(
                    "the file is a YAML list; a config is a mapping of fields (`scenario: ...`)",
                    "文件是 YAML 列表；配置应是由字段组成的映射（`scenario: ...`）",
                )
                .into(),
            pos: Some(root.pos),
        }),
        _ => Err(YamlError {
            message: lang()
                .pick(
                    "the file is a single scalar; a config is a mapping of fields (`scenario: ...`)",
                    "文件只是一个标量；配置应是由字段组成的映射（`scenario: ...`）",
                )
                .into(),
            pos: Some(root.pos),
        }),
    }
}

/// Parse one YAML document into a node (`None` for an empty stream). Also used for `--set` values.
pub fn parse_node(text: &str) -> Result<Option<Spanned>, YamlError> {
    parse_tree(text, Tags::Any).map(|(root, _, _)| root)
}

/// [`parse_node`], and the keys of the top-level mapping whose value is anchored and aliased.
type Tree = (Option<Spanned>, Vec<String>, Vec<Duplicate>);

/// A syntax error placed where PyYAML's own error places it (the harness's loader is PyYAML):
/// a tab that indents a line ("found character '\t' that cannot start any token", at the tab),
/// and a flow collection left open ("while parsing a flow sequence", at its `[`), with the
/// parser's own message and place beside it when they differ.
fn as_pyyaml_says(text: &str, stack: &[Frame], info: &str, at: Pos) -> YamlError {
    // A tab in a line's indentation, up to the line after the one the parser stopped at (it
    // stops on the scalar before the tab).
    for (i, line) in text.lines().enumerate().take(at.line as usize + 1) {
        let indent: &str = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
        let rest = line[indent.len()..].trim_start();
        if let Some(col) = indent.find('\t') {
            if !rest.is_empty() && !rest.starts_with('#') {
                return YamlError {
                    message: lang()
                        .pick(
                            "found character '\\t' that cannot start any token (a tab indents this line)",
                            "found character '\\t' that cannot start any token（这一行用 tab 缩进，YAML 不允许）",
                        )
                        .into(),
                    pos: Some(Pos {
                        line: i as u32 + 1,
                        col: indent[..col].chars().count() as u32 + 1,
                    }),
                };
            }
        }
    }
    let open = stack.iter().rev().find_map(|f| match f {
        Frame::Seq { flow: true, pos, .. } => Some((("a flow sequence `[`", "流式序列 `[`"), *pos)),
        Frame::Map { flow: true, pos, .. } => Some((("a flow mapping `{`", "流式映射 `{`"), *pos)),
        _ => None,
    });
    match open {
        Some((what, start)) if start != at => YamlError {
            message: say!(
                lang(),
                "while parsing {} opened here: {info} (at line {}, column {})",
                "解析这里开始的 {} 时出错：{info}（在第 {} 行第 {} 列）",
                lang().pick(what.0, what.1),
                at.line,
                at.col
            ),
            pos: Some(start),
        },
        _ => YamlError {
            message: say!(lang(), "{info}", "YAML 语法错误：{info}"),
            pos: Some(at),
        },
    }
}

fn parse_tree(text: &str, tags: Tags) -> Result<Tree, YamlError> {
    let mut parser = Parser::new_from_str(text);
    let mut b = Builder::default();
    while let Some(ev) = parser.next_event() {
        let (ev, span) = ev.map_err(|e| {
            let at = Pos {
                line: e.marker().line() as u32,
                col: e.marker().col() as u32 + 1,
            };
            as_pyyaml_says(text, &b.stack, e.info(), at)
        })?;
        if matches!(ev, Event::StreamEnd) {
            break;
        }
        let p = pos(&span);
        let mut merge_key = false;
        let done = b.node_of(ev, &span, text, tags, &mut merge_key)?;
        if b.nodes > MAX_NODES {
            return Err(YamlError {
                message: say!(lang(), "more than {MAX_NODES} nodes", "节点超过 {MAX_NODES} 个"),
                pos: Some(p),
            });
        }
        if let Some((node, anchor)) = done {
            b.place(node, anchor, merge_key)?;
        }
    }
    let mut shared: Vec<String> = b
        .top_anchors
        .into_iter()
        .filter(|(_, a)| b.aliased.contains(a))
        .map(|(k, _)| k)
        .collect();
    shared.sort_unstable();
    Ok((b.root, shared, b.duplicates))
}

/// The tree being built from the parser's events: the collections still open, the anchors, the
/// keys repeated, and the budget of nodes.
#[derive(Default)]
struct Builder {
    stack: Vec<Frame>,
    anchors: HashMap<usize, Spanned>,
    /// (key of the top-level mapping, the anchor on its value); anchors aliased.
    top_anchors: Vec<(String, usize)>,
    aliased: HashSet<usize>,
    duplicates: Vec<Duplicate>,
    root: Option<Spanned>,
    nodes: usize,
    docs: usize,
}

impl Builder {
    /// One event: a node finished by it (a scalar, an alias, a collection closed) with its
    /// anchor, or none (a collection opened, a document start). `merge_key` is set for a plain
    /// `<<`. One arm an event kind, each short: the match is the parser's event table.
    fn node_of(
        &mut self,
        ev: Event,
        span: &Span,
        text: &str,
        tags: Tags,
        merge_key: &mut bool,
    ) -> Result<Option<(Spanned, usize)>, YamlError> {
        let p = pos(span);
        Ok(match ev {
            Event::StreamStart | Event::StreamEnd | Event::Nothing | Event::DocumentEnd => None,
            Event::DocumentStart(_) => {
                self.docs += 1;
                if self.docs > 1 {
                    return Err(YamlError {
                        message: lang()
                            .pick(
                                "more than one YAML document (`---`); a config is one mapping",
                                "不止一个 YAML 文档（`---`）；配置应是一个映射",
                            )
                            .into(),
                        pos: Some(p),
                    });
                }
                None
            }
            Event::Scalar(value, style, anchor, tag) => {
                self.nodes += 1;
                // PyYAML's merge key: a plain `<<`, no tag.
                *merge_key = style == ScalarStyle::Plain && tag.is_none() && value == "<<";
                let tag = tag.as_deref().map(tag_name);
                check_tag(tags, tag.as_deref(), p)?;
                let node = resolve_scalar(&value, style, tag.as_deref());
                Some((
                    Spanned {
                        node,
                        pos: p,
                        flow: false,
                    },
                    anchor,
                ))
            }
            Event::SequenceStart(anchor, tag) => {
                check_tag(tags, tag.as_deref().map(tag_name).as_deref(), p)?;
                if self.stack.len() >= MAX_DEPTH {
                    return Err(YamlError {
                        message: say!(
                            lang(),
                            "nested more than {MAX_DEPTH} levels deep",
                            "嵌套超过 {MAX_DEPTH} 层"
                        ),
                        pos: Some(p),
                    });
                }
                let flow = text_at(text, span) == Some('[');
                self.stack.push(Frame::Seq {
                    items: Vec::new(),
                    pos: p,
                    flow,
                    anchor,
                });
                None
            }
            Event::MappingStart(anchor, tag) => {
                check_tag(tags, tag.as_deref().map(tag_name).as_deref(), p)?;
                if self.stack.len() >= MAX_DEPTH {
                    return Err(YamlError {
                        message: say!(
                            lang(),
                            "nested more than {MAX_DEPTH} levels deep",
                            "嵌套超过 {MAX_DEPTH} 层"
                        ),
                        pos: Some(p),
                    });
                }
                let flow = text_at(text, span) == Some('{');
                self.stack.push(Frame::Map {
                    entries: Vec::new(),
                    keys: HashMap::new(),
                    replacing: None,
                    merged: Vec::new(),
                    pending: None,
                    pos: p,
                    flow,
                    anchor,
                });
                None
            }
            Event::SequenceEnd => match self.stack.pop() {
                Some(Frame::Seq {
                    items,
                    pos,
                    flow,
                    anchor,
                }) => Some((
                    Spanned {
                        node: Node::Seq(items),
                        pos,
                        flow,
                    },
                    anchor,
                )),
                _ => {
                    return Err(YamlError {
                        message: lang().pick("unbalanced sequence", "序列不配对").into(),
                        pos: Some(p),
                    })
                }
            },
            Event::MappingEnd => match self.stack.pop() {
                Some(Frame::Map {
                    entries,
                    merged,
                    pos,
                    flow,
                    anchor,
                    ..
                }) => Some((
                    Spanned {
                        node: Node::Map(with_merged(merged, entries)),
                        pos,
                        flow,
                    },
                    anchor,
                )),
                _ => {
                    return Err(YamlError {
                        message: lang().pick("unbalanced mapping", "映射不配对").into(),
                        pos: Some(p),
                    })
                }
            },
            Event::Alias(id) => {
                self.aliased.insert(id);
                let Some(node) = self.anchors.get(&id) else {
                    return Err(YamlError {
                        message: lang().pick("alias to an unknown anchor", "别名指向未知的锚点").into(),
                        pos: Some(p),
                    });
                };
                self.nodes += node.node.size();
                if self.nodes > MAX_NODES {
                    return Err(YamlError {
                        message: say!(
                            lang(),
                            "aliases expand to more than {MAX_NODES} nodes (an alias bomb?)",
                            "别名展开后超过 {MAX_NODES} 个节点（别名炸弹？）"
                        ),
                        pos: Some(p),
                    });
                }
                let mut n = node.clone();
                n.pos = p;
                Some((n, 0))
            }
        })
    }

    /// Put a finished node where it belongs: the root, the open list, or the open mapping (as a
    /// key, as the value of the pending key — a repeated key keeps its first place and takes the
    /// last value — or as the value of a merge key).
    fn place(&mut self, node: Spanned, anchor: usize, merge_key: bool) -> Result<(), YamlError> {
        if anchor != 0 {
            self.anchors.insert(anchor, node.clone());
            if let [Frame::Map {
                pending: Some(Some((key, _))),
                ..
            }] = self.stack.as_slice()
            {
                self.top_anchors.push((key.clone(), anchor));
            }
        }
        let in_key_place = matches!(self.stack.last(), Some(Frame::Map { pending: None, .. }));
        if merge_key && !in_key_place {
            return Err(YamlError {
                message: lang()
                    .pick(
                        "a plain `<<` is YAML's merge key, which the harness's loader can't load as a value; quote it",
                        "不带引号的 `<<` 是 YAML 的合并键，harness 的加载器不能把它当作值读入；请加上引号",
                    )
                    .into(),
                pos: Some(node.pos),
            });
        }
        let depth = self.stack.len();
        match self.stack.last_mut() {
            None => {
                if self.root.is_none() {
                    self.root = Some(node);
                }
            }
            Some(Frame::Seq { items, .. }) => items.push(node),
            Some(Frame::Map {
                entries,
                keys,
                merged,
                pending,
                replacing,
                ..
            }) => match pending.take() {
                None if merge_key => *pending = Some(None),
                None => {
                    let key = match &node.node {
                        Node::Str(s) => s.clone(),
                        Node::Int(i) => i.to_string(),
                        Node::Float(f) => f.to_string(),
                        Node::Bool(b) => if *b { "True" } else { "False" }.to_string(),
                        Node::Null => "None".to_string(),
                        _ => {
                            return Err(YamlError {
                                message: lang()
                                    .pick(
                                        "a mapping key must be a plain value, not a list or mapping",
                                        "映射的键必须是普通值，不能是列表或映射",
                                    )
                                    .into(),
                                pos: Some(node.pos),
                            })
                        }
                    };
                    match keys.get(&key) {
                        Some(&at) => {
                            self.duplicates.push(Duplicate {
                                key: key.clone(),
                                first: entries[at].1,
                                again: node.pos,
                                top_level: depth == 1,
                            });
                            *replacing = Some(at);
                        }
                        None => {
                            keys.insert(key.clone(), entries.len());
                        }
                    }
                    *pending = Some(Some((key, node.pos)));
                }
                // A repeated key keeps its first place in the mapping and takes the last value.
                Some(Some((key, kpos))) => match replacing.take() {
                    Some(at) => entries[at] = (key, kpos, node),
                    None => entries.push((key, kpos, node)),
                },
                Some(None) => merge_into(merged, node)?,
            },
        }
        Ok(())
    }
}

/// The value of a merge key, as PyYAML's `flatten_mapping` takes it: a mapping's entries, or the
/// entries of each mapping in a list, the first mapping's winning.
fn merge_into(merged: &mut Vec<(String, Pos, Spanned)>, value: Spanned) -> Result<(), YamlError> {
    let not_mapping = |pos| YamlError {
        message: lang()
            .pick(
                "a merge key (`<<:`) takes a mapping or a list of mappings",
                "合并键（`<<:`）只接受映射或映射的列表",
            )
            .into(),
        pos: Some(pos),
    };
    match value.node {
        Node::Map(entries) => merged.extend(entries),
        Node::Seq(items) => {
            let mut maps = Vec::new();
            for item in items {
                match item.node {
                    Node::Map(entries) => maps.push(entries),
                    _ => return Err(not_mapping(item.pos)),
                }
            }
            for entries in maps.into_iter().rev() {
                merged.extend(entries);
            }
        }
        _ => return Err(not_mapping(value.pos)),
    }
    Ok(())
}

/// A mapping's entries after its merge keys, as a Python dict is built from them: the merged ones
/// first, then its own; a key met again keeps its first place and takes the later value.
fn with_merged(merged: Vec<(String, Pos, Spanned)>, own: Vec<(String, Pos, Spanned)>) -> Vec<(String, Pos, Spanned)> {
    if merged.is_empty() {
        return own;
    }
    let mut out: Vec<(String, Pos, Spanned)> = Vec::with_capacity(merged.len() + own.len());
    let mut at: HashMap<String, usize> = HashMap::new();
    for (k, p, v) in merged.into_iter().chain(own) {
        match at.get(&k) {
            Some(&i) => out[i] = (k, p, v),
            None => {
                at.insert(k.clone(), out.len());
                out.push((k, p, v));
            }
        }
    }
    out
}

/// The tags PyYAML's `safe_load` builds values for (its `SafeConstructor`); any other tag
/// (`!!python/tuple`, `!custom`) makes the harness's loader fail on the file.
const SAFE_TAGS: &[&str] = &[
    "null",
    "bool",
    "int",
    "float",
    "binary",
    "timestamp",
    "omap",
    "pairs",
    "set",
    "str",
    "seq",
    "map",
];

/// A tag as written out in full (`tag:yaml.org,2002:str` for `!!str`, `!custom`).
fn tag_name(t: &Tag) -> String {
    format!("{}{}", t.handle, t.suffix)
}

fn check_tag(tags: Tags, tag: Option<&str>, pos: Pos) -> Result<(), YamlError> {
    let Some(tag) = tag.filter(|_| tags == Tags::SafeOnly) else {
        return Ok(());
    };
    let known = match tag.strip_prefix("tag:yaml.org,2002:") {
        Some(name) => SAFE_TAGS.contains(&name),
        None => tag == "!",
    };
    if known {
        return Ok(());
    }
    let shown = match tag.strip_prefix("tag:yaml.org,2002:") {
        Some(name) => format!("!!{name}"),
        None => tag.to_string(),
    };
    Err(YamlError {
        message: say!(
            lang(),
            "the tag `{shown}` is not one PyYAML's `safe_load` can build: the harness's loader fails on this file",
            "标签 `{shown}` 不是 PyYAML 的 `safe_load` 能构造的：harness 的加载器读这个文件会失败"
        ),
        pos: Some(pos),
    })
}

fn text_at(text: &str, span: &Span) -> Option<char> {
    // Markers count characters; find the character at that index.
    text.chars().nth(span.start.index())
}

/// What a quoted string would have been unquoted (`"false"` → `false`): a quoted yes/no is a
/// string, which Python takes as true whatever it says.
pub fn unquoted(v: &str) -> Node {
    resolve_scalar(v, ScalarStyle::Plain, None)
}

/// Resolve a scalar the way PyYAML's `safe_load` does (YAML 1.1 implicit types).
fn resolve_scalar(v: &str, style: ScalarStyle, tag: Option<&str>) -> Node {
    match tag {
        Some("tag:yaml.org,2002:str") | Some("!!str") => return Node::Str(v.to_string()),
        Some("tag:yaml.org,2002:int") | Some("!!int") => {
            if let Some(i) = resolve_int(v) {
                return Node::Int(i);
            }
        }
        Some("tag:yaml.org,2002:float") | Some("!!float") => {
            if let Ok(f) = v.parse::<f64>() {
                return Node::Float(f);
            }
        }
        _ => {}
    }
    if style != ScalarStyle::Plain {
        return Node::Str(v.to_string());
    }
    match v {
        "" | "~" | "null" | "Null" | "NULL" => return Node::Null,
        "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" => return Node::Bool(true),
        "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" => return Node::Bool(false),
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => return Node::Float(f64::INFINITY),
        "-.inf" | "-.Inf" | "-.INF" => return Node::Float(f64::NEG_INFINITY),
        ".nan" | ".NaN" | ".NAN" => return Node::Float(f64::NAN),
        _ => {}
    }
    if let Some(i) = resolve_int(v) {
        return Node::Int(i);
    }
    if let Some(f) = resolve_float(v) {
        return Node::Float(f);
    }
    Node::Str(v.to_string())
}

fn resolve_int(v: &str) -> Option<i64> {
    let (neg, body) = match v.as_bytes().first()? {
        b'-' => (true, &v[1..]),
        b'+' => (false, &v[1..]),
        _ => (false, v),
    };
    let clean: String = body.chars().filter(|&c| c != '_').collect();
    if clean.is_empty() {
        return None;
    }
    let parsed = if let Some(b) = clean.strip_prefix("0b") {
        i64::from_str_radix(b, 2).ok()?
    } else if let Some(x) = clean.strip_prefix("0x") {
        i64::from_str_radix(x, 16).ok()?
    } else if clean.len() > 1 && clean.starts_with('0') {
        if !clean.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        i64::from_str_radix(&clean[1..], 8).ok()?
    } else {
        if !clean.chars().all(|c| c.is_ascii_digit()) || body.starts_with('_') {
            return None;
        }
        clean.parse::<i64>().ok()?
    };
    Some(if neg { -parsed } else { parsed })
}

fn resolve_float(v: &str) -> Option<f64> {
    // PyYAML: [-+]?([0-9][0-9_]*)?\.[0-9_]*([eE][-+][0-9]+)?  (a dot is required; an exponent needs a sign)
    let body = v.strip_prefix(['-', '+']).unwrap_or(v);
    let (mantissa, exp) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int_part, frac) = mantissa.split_once('.')?;
    if !int_part.chars().all(|c| c.is_ascii_digit() || c == '_')
        || !frac.chars().all(|c| c.is_ascii_digit() || c == '_')
    {
        return None;
    }
    if int_part.is_empty() && frac.is_empty() {
        return None;
    }
    if int_part.starts_with('_') {
        return None;
    }
    if let Some(e) = exp {
        let digits = e.strip_prefix(['-', '+'])?;
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
    }
    v.replace('_', "").parse::<f64>().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_resolve_like_pyyaml() {
        let doc =
            parse_config("a: yes\nb: 1e3\nc: 1.0e+3\nd: 0x10\ne: '12'\nf: ~\ng: bfloat16\nh: 010\n").expect("parses");
        let get = |k: &str| doc.get(k).map(|e| e.value.node.clone());
        assert_eq!(get("a"), Some(Node::Bool(true)));
        assert_eq!(get("b"), Some(Node::Str("1e3".into())));
        assert_eq!(get("c"), Some(Node::Float(1000.0)));
        assert_eq!(get("d"), Some(Node::Int(16)));
        assert_eq!(get("e"), Some(Node::Str("12".into())));
        assert_eq!(get("f"), Some(Node::Null));
        assert_eq!(get("g"), Some(Node::Str("bfloat16".into())));
        assert_eq!(get("h"), Some(Node::Int(8)));
    }

    #[test]
    fn positions_are_one_based() {
        let doc = parse_config("scenario: x\nbackends:\n  - halops\n  - fa2\n").expect("parses");
        let b = doc.get("backends").expect("backends");
        assert_eq!(b.key_pos, Pos { line: 2, col: 1 });
        let Node::Seq(items) = &b.value.node else {
            panic!("a list")
        };
        assert_eq!(items[1].pos, Pos { line: 4, col: 5 });
    }

    #[test]
    fn merge_keys_merge_like_pyyaml_safe_load() {
        // Own keys win wherever the `<<` stands; merged keys come first, in their own order.
        let doc = parse_config("d: &d {a: 1, b: 2}\nb: 3\n<<: *d\nc: 4\n").expect("parses");
        let int = |k: &str, i| (k.to_string(), Data::Int(i));
        let d = Data::Map(vec![("a".into(), Data::Int(1)), ("b".into(), Data::Int(2))]);
        assert_eq!(
            doc.data(),
            vec![int("a", 1), int("b", 3), ("d".to_string(), d), int("c", 4)]
        );
        // The merged entry keeps its place in the anchored mapping.
        assert_eq!(doc.get("a").map(|e| e.key_pos), Some(Pos { line: 1, col: 8 }));
        assert_eq!(doc.shared, ["d"]);

        // A list of mappings: the first one's keys win. `yaml.safe_load` gives
        // {'y': 1, 'z': 2, 'x': 1, 'p': {...}, 'q': {...}, 'w': 9}.
        let doc = parse_config("p: &p {x: 1, y: 1}\nq: &q {y: 2, z: 2}\n<<: [*p, *q]\nw: 9\n").expect("parses");
        let data = doc.data();
        let order: Vec<&str> = data.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(order, ["y", "z", "x", "p", "q", "w"]);
        assert_eq!(data[0].1, Data::Int(1));
        assert_eq!(doc.shared, ["p", "q"]);

        // A quoted `<<` is a plain key; a merge of a scalar is an error where the value stands.
        let doc = parse_config("'<<': 1\n").expect("parses");
        assert_eq!(doc.data(), vec![int("<<", 1)]);
        let e = parse_config("a: &a 1\n<<: *a\n").expect_err("a scalar");
        assert!(e.message.contains("a mapping or a list of mappings"), "{}", e.message);
        assert_eq!(e.pos, Some(Pos { line: 2, col: 5 }));
        assert!(parse_config("m: &m {a: 1}\n<<: [*m, 3]\n").is_err());
        // A plain `<<` anywhere else is the merge tag, which `safe_load` can't construct.
        for text in ["a: <<\n", "a: [1, <<]\n"] {
            let e = parse_config(text).expect_err(text);
            assert!(e.message.contains("quote it"), "{}", e.message);
        }
        assert_eq!(
            parse_config("a: '<<'\n").expect("quoted").data(),
            vec![("a".to_string(), Data::Str("<<".into()))]
        );

        // Anchored but never aliased: not a holder of shared values.
        let doc = parse_config("a: &a [1, 2]\nb: 3\n").expect("parses");
        assert!(doc.shared.is_empty());
    }

    #[test]
    fn a_tag_safe_load_cannot_build_is_an_error_where_it_stands_when_that_is_the_loader() {
        for (text, shown) in [
            ("a: 1\nb: !!python/tuple [1, 2]\n", "!!python/tuple"),
            ("a: 1\nb: !custom 3\n", "!custom"),
            ("a: 1\nb: !!python/object:os.system {}\n", "!!python/object:os.system"),
        ] {
            let e = parse_config_with(text, Tags::SafeOnly).expect_err(text);
            assert!(e.message.contains(&format!("`{shown}`")), "{}", e.message);
            assert_eq!(e.pos.map(|p| p.line), Some(2), "{text}");
            // Another loader (or one the tool can't tell) is not judged on tags.
            assert!(parse_config(text).is_ok(), "{text}");
        }
        for text in [
            "a: !!str 12\n",
            "a: !!int '12'\n",
            "a: !!seq [1]\n",
            "a: !!map {b: 1}\n",
            "a: ! x\n",
        ] {
            assert!(parse_config_with(text, Tags::SafeOnly).is_ok(), "{text}");
        }
    }

    #[test]
    fn many_keys_and_aliases_are_looked_up_not_searched() {
        // 40,000 anchored fields and as many aliases to them (within the node budget): each
        // key, anchor and alias is found by hash, so this is linear, not 1.6 billion compares.
        let n = 40_000;
        let mut text: String = (0..n).map(|i| format!("k{i}: &a{i} {i}\n")).collect();
        text.extend((0..n).map(|i| format!("x{i}: *a{i}\n")));
        let doc = parse_config_with(&text, Tags::SafeOnly).expect("parses");
        assert_eq!(doc.entries.len(), 2 * n);
        assert_eq!(doc.get("x39999").map(|e| &e.value.node), Some(&Node::Int(39_999)));
        assert_eq!(doc.shared.len(), n);
        assert!(doc.shared.binary_search(&"k12345".to_string()).is_ok());
        let doc = parse_config(&format!("{text}k7: x\n")).expect("a repeated key is read");
        assert_eq!(doc.duplicates.len(), 1);
        assert_eq!(doc.duplicates[0].again.line, 2 * n as u32 + 1);
    }

    #[test]
    fn rejects_non_mappings_and_duplicates() {
        assert!(parse_config("").is_err());
        assert!(parse_config("- a\n- b\n").is_err());
    }

    #[test]
    fn syntax_errors_are_placed_where_pyyaml_places_them() {
        // PyYAML: "found character '\t' that cannot start any token ... line 2, column 1".
        let e = parse_config("a: 1\n\tb: 2\n").expect_err("tab");
        assert_eq!(e.pos, Some(Pos { line: 2, col: 1 }), "{e:?}");
        // PyYAML: "while parsing a flow sequence in ..., line 1, column 4".
        let e = parse_config("a: [1, 2\nb: 3\n").expect_err("open [");
        assert_eq!(e.pos, Some(Pos { line: 1, col: 4 }), "{e:?}");
        assert!(e.message.contains("line 2"), "the parser's own place beside it: {e:?}");
        let e = parse_config("a: {x: 1\n").expect_err("open {");
        assert_eq!(e.pos, Some(Pos { line: 1, col: 4 }), "{e:?}");
        // A tab after a value, or before a comment, is no error for either.
        assert!(parse_config("a: 1   \t# note\nb: 2\n").is_ok());
    }

    #[test]
    fn a_repeated_key_keeps_its_place_and_its_last_value_as_pyyaml_does() {
        // yaml.safe_load("a: 1\nb: 2\na: 3\n") == {"a": 3, "b": 2}, in that order.
        let doc = parse_config("a: 1\nb: 2\na: 3\n").expect("parses");
        let keys: Vec<&str> = doc.entries.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(keys, ["a", "b"]);
        assert_eq!(doc.get("a").map(|e| &e.value.node), Some(&Node::Int(3)));
        assert_eq!(doc.get("a").map(|e| e.key_pos.line), Some(3));
        assert_eq!(doc.duplicates.len(), 1);
        let d = &doc.duplicates[0];
        assert_eq!(
            (d.key.as_str(), d.first.line, d.again.line, d.top_level),
            ("a", 1, 3, true)
        );
        // Inside a value too, not a field of its own.
        let doc = parse_config("m: {x: 1, x: 2}\n").expect("parses");
        assert!(!doc.duplicates[0].top_level);
        match doc.get("m").map(|e| &e.value.node) {
            Some(Node::Map(m)) => assert_eq!(m.len(), 1),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn alias_bomb_is_an_error_not_a_hang() {
        let mut s = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        let mut prev = 'a';
        for c in 'b'..='k' {
            s.push_str(&format!("{c}: &{c} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]\n"));
            prev = c;
        }
        let e = parse_config(&s).expect_err("bomb");
        assert!(e.message.contains("alias"), "{}", e.message);
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let s = format!("a: {}{}\n", "[".repeat(20_000), "]".repeat(20_000));
        assert!(parse_config(&s).is_err());
    }
}
