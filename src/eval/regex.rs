//! Python's `re` on `str`, as CPython's `sre` matches: a backtracking matcher over the subset of
//! the pattern language a harness uses to read sizes and names (`(\d+)([kKmM]?)`,
//! `\d+(?:x\d+)*`, `[A-Za-z_]\w*`), with `sre`'s rules for where a search goes next
//! (`findall`, `sub`, `split`: an empty match right after an empty match is skipped).
//!
//! What it does not cover is [`Unsupported`], never a guess: a pattern it can't read (lookbehind,
//! scoped or verbose flags, possessive or nested quantifiers, `\N{…}`, a character class with
//! `[` inside), a repeat of what can match nothing (whose groups `sre` sets in its own way), a
//! subject or pattern with a character outside ASCII (where `\d`, `\w`, `\s` and case folding
//! follow Unicode tables the tool does not have), and a match that takes more than
//! [`MAX_STEPS`] steps or nests deeper than [`MAX_DEPTH`]. A pattern Python refuses
//! (`re.error`) is unsupported too: the caller says "not known", and Python may raise.
//!
//! In: a pattern's text, its inline flags, a subject's text. Out: spans in characters.

use std::cell::Cell;

/// Steps of one search at most (a pattern that backtracks without end is unsupported).
pub const MAX_STEPS: u64 = 200_000;
/// Nesting of the matcher at most (each repeat's iteration nests): a long subject is unsupported.
pub const MAX_DEPTH: u32 = 4_000;

/// What the matcher does not cover (the caller's result is not known).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported;

/// The flags a pattern's text may set at its start (`(?i)`, `(?s)`, `(?m)`, `(?a)`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    pub ignorecase: bool,
    pub multiline: bool,
    pub dotall: bool,
    pub ascii: bool,
}

impl Flags {
    /// The value of `Pattern.flags` (`re.UNICODE` for a `str` pattern, unless `re.ASCII`).
    pub fn value(self) -> i64 {
        let mut v = if self.ascii { 256 } else { 32 };
        if self.ignorecase {
            v |= 2;
        }
        if self.multiline {
            v |= 8;
        }
        if self.dotall {
            v |= 16;
        }
        v
    }
}

#[derive(Debug, Clone)]
enum Node {
    Empty,
    Char(char),
    Any,
    Class(Class),
    /// `^`, `$`, `\A`, `\Z`, `\b`, `\B`.
    At(At),
    Group(Box<Node>, Option<usize>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
    },
    Backref(usize),
    Look {
        node: Box<Node>,
        negate: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    Start,
    End,
    StrStart,
    StrEnd,
    Boundary,
    NotBoundary,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cat {
    Digit,
    Word,
    Space,
}

#[derive(Debug, Clone, Default)]
struct Class {
    negate: bool,
    ranges: Vec<(char, char)>,
    cats: Vec<(Cat, bool)>,
}

fn in_cat(c: char, cat: Cat) -> bool {
    match cat {
        Cat::Digit => c.is_ascii_digit(),
        Cat::Word => c.is_ascii_alphanumeric() || c == '_',
        // `str.isspace` on ASCII: the C0 separators 0x1c-0x1f too.
        Cat::Space => matches!(c, ' ' | '\t'..='\r' | '\x1c'..='\x1f'),
    }
}

impl Class {
    fn has(&self, c: char) -> bool {
        self.ranges.iter().any(|&(a, b)| a <= c && c <= b) || self.cats.iter().any(|&(k, yes)| in_cat(c, k) == yes)
    }

    fn matches(&self, c: char, ignorecase: bool) -> bool {
        let hit = self.has(c) || (ignorecase && (self.has(c.to_ascii_lowercase()) || self.has(c.to_ascii_uppercase())));
        hit != self.negate
    }
}

/// A compiled pattern.
#[derive(Debug, Clone)]
pub struct Regex {
    node: Node,
    /// Capturing groups.
    pub groups: usize,
    /// Named groups, in the order of their number.
    pub names: Vec<(String, usize)>,
    pub flags: Flags,
}

/// A match: the span of the whole (index 0) and of each group, in characters.
pub type Spans = Vec<Option<(usize, usize)>>;

struct Parser {
    chars: Vec<char>,
    at: usize,
    groups: usize,
    names: Vec<(String, usize)>,
    /// Groups closed so far (a backreference to an open one is an error in Python).
    closed: Vec<usize>,
}

type P<T> = Result<T, Unsupported>;

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn next(&mut self) -> P<char> {
        let c = self.peek().ok_or(Unsupported)?;
        self.at += 1;
        Ok(c)
    }

    fn alt(&mut self) -> P<Node> {
        let mut arms = vec![self.concat()?];
        while self.eat('|') {
            arms.push(self.concat()?);
        }
        Ok(if arms.len() == 1 {
            arms.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(arms)
        })
    }

    fn concat(&mut self) -> P<Node> {
        let mut items = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom()?;
            let item = self.quantified(atom)?;
            items.push(item);
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    fn number(&mut self) -> Option<u32> {
        let from = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        if self.at == from || self.at - from > 9 {
            return None;
        }
        self.chars[from..self.at].iter().collect::<String>().parse().ok()
    }

    fn quantified(&mut self, atom: Node) -> P<Node> {
        let (min, max) = match self.peek() {
            Some(c @ ('*' | '+' | '?')) => {
                self.at += 1;
                match c {
                    '*' => (0, None),
                    '+' => (1, None),
                    _ => (0, Some(1)),
                }
            }
            Some('{') => {
                self.at += 1;
                // Only `{m}`, `{m,}`, `{m,n}`, `{,n}`: a brace that is not a quantifier is a
                // literal in Python, and `{,}` every count; neither is taken on.
                let lo = self.number();
                let (lo, hi) = if self.eat(',') {
                    let hi = self.number();
                    if lo.is_none() && hi.is_none() {
                        return Err(Unsupported);
                    }
                    (lo.unwrap_or(0), hi)
                } else {
                    let lo = lo.ok_or(Unsupported)?;
                    (lo, Some(lo))
                };
                if !self.eat('}') || hi.is_some_and(|h| h < lo) || lo > 10_000 || hi.is_some_and(|h| h > 10_000) {
                    return Err(Unsupported);
                }
                (lo, hi)
            }
            _ => return Ok(atom),
        };
        let greedy = !self.eat('?');
        // Possessive (`*+`) and a second repeat (`a**`, an error) are not taken on.
        if matches!(self.peek(), Some('*' | '+' | '?' | '{')) {
            return Err(Unsupported);
        }
        // Nothing to repeat, or what can match nothing: `sre`'s own rules for its groups.
        if matches!(atom, Node::At(_) | Node::Look { .. } | Node::Empty) || nullable(&atom) {
            return Err(Unsupported);
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
            greedy,
        })
    }

    fn atom(&mut self) -> P<Node> {
        let c = self.next()?;
        Ok(match c {
            '.' => Node::Any,
            '^' => Node::At(At::Start),
            '$' => Node::At(At::End),
            '[' => Node::Class(self.class()?),
            '(' => self.group()?,
            '\\' => self.escape(false)?,
            '*' | '+' | '?' | '{' | ')' => return Err(Unsupported),
            c if c.is_ascii() => Node::Char(c),
            _ => return Err(Unsupported),
        })
    }

    fn group(&mut self) -> P<Node> {
        if self.eat('?') {
            match self.next()? {
                ':' => {
                    let inner = self.alt()?;
                    return self.close(Node::Group(Box::new(inner), None));
                }
                c @ ('=' | '!') => {
                    let inner = self.alt()?;
                    return self.close(Node::Look {
                        node: Box::new(inner),
                        negate: c == '!',
                    });
                }
                'P' => {
                    if self.eat('<') {
                        let mut name = String::new();
                        loop {
                            match self.next()? {
                                '>' => break,
                                c if c.is_ascii_alphanumeric() || c == '_' => name.push(c),
                                _ => return Err(Unsupported),
                            }
                        }
                        if name.is_empty()
                            || name.starts_with(|c: char| c.is_ascii_digit())
                            || self.names.iter().any(|(n, _)| *n == name)
                        {
                            return Err(Unsupported);
                        }
                        self.groups += 1;
                        let n = self.groups;
                        self.names.push((name, n));
                        let inner = self.alt()?;
                        let g = self.close(Node::Group(Box::new(inner), Some(n)))?;
                        self.closed.push(n);
                        return Ok(g);
                    }
                    if self.eat('=') {
                        let mut name = String::new();
                        loop {
                            match self.next()? {
                                ')' => break,
                                c => name.push(c),
                            }
                        }
                        let n = self
                            .names
                            .iter()
                            .find(|(x, _)| *x == name)
                            .map(|x| x.1)
                            .ok_or(Unsupported)?;
                        if !self.closed.contains(&n) {
                            return Err(Unsupported);
                        }
                        return Ok(Node::Backref(n));
                    }
                    return Err(Unsupported);
                }
                _ => return Err(Unsupported),
            }
        }
        self.groups += 1;
        let n = self.groups;
        let inner = self.alt()?;
        let g = self.close(Node::Group(Box::new(inner), Some(n)))?;
        self.closed.push(n);
        Ok(g)
    }

    fn close(&mut self, n: Node) -> P<Node> {
        if self.eat(')') {
            Ok(n)
        } else {
            Err(Unsupported)
        }
    }

    /// After a backslash. In a class: `\b` is a backspace there, which is not taken on.
    fn escape(&mut self, in_class: bool) -> P<Node> {
        let c = self.next()?;
        let cat = |k: Cat, yes: bool| {
            Node::Class(Class {
                negate: false,
                ranges: vec![],
                cats: vec![(k, yes)],
            })
        };
        Ok(match c {
            'd' => cat(Cat::Digit, true),
            'D' => cat(Cat::Digit, false),
            'w' => cat(Cat::Word, true),
            'W' => cat(Cat::Word, false),
            's' => cat(Cat::Space, true),
            'S' => cat(Cat::Space, false),
            'b' if !in_class => Node::At(At::Boundary),
            'B' if !in_class => Node::At(At::NotBoundary),
            'A' if !in_class => Node::At(At::StrStart),
            'Z' if !in_class => Node::At(At::StrEnd),
            'n' => Node::Char('\n'),
            't' => Node::Char('\t'),
            'r' => Node::Char('\r'),
            'f' => Node::Char('\x0c'),
            'v' => Node::Char('\x0b'),
            'a' => Node::Char('\x07'),
            'x' => {
                let h: String = [self.next()?, self.next()?].iter().collect();
                let v = u32::from_str_radix(&h, 16).map_err(|_| Unsupported)?;
                let c = char::from_u32(v).filter(char::is_ascii).ok_or(Unsupported)?;
                Node::Char(c)
            }
            '1'..='9' if !in_class && !self.peek().is_some_and(|d| d.is_ascii_digit()) => {
                let n = c as usize - '0' as usize;
                if !self.closed.contains(&n) {
                    return Err(Unsupported);
                }
                Node::Backref(n)
            }
            // Any other ASCII letter or digit escape is an error or an octal code: not taken on.
            c if c.is_ascii_alphanumeric() => return Err(Unsupported),
            c if c.is_ascii() => Node::Char(c),
            _ => return Err(Unsupported),
        })
    }

    /// After `[`.
    fn class(&mut self) -> P<Class> {
        let mut cl = Class {
            negate: self.eat('^'),
            ..Class::default()
        };
        let mut first = true;
        loop {
            let c = self.next()?;
            if c == ']' && !first {
                break;
            }
            first = false;
            let lo = match c {
                '[' => return Err(Unsupported),
                '\\' => match self.escape(true)? {
                    Node::Char(x) => x,
                    Node::Class(k) => {
                        // `[\w-z]` is Python's "bad character range": not followed.
                        if self.peek() == Some('-') && self.chars.get(self.at + 1).is_some_and(|&n| n != ']') {
                            return Err(Unsupported);
                        }
                        cl.cats.extend(k.cats);
                        continue;
                    }
                    _ => return Err(Unsupported),
                },
                c if c.is_ascii() => c,
                _ => return Err(Unsupported),
            };
            if self.peek() == Some('-') && self.chars.get(self.at + 1).is_some_and(|&n| n != ']') {
                self.at += 1;
                let hi = match self.next()? {
                    '\\' => match self.escape(true)? {
                        Node::Char(x) => x,
                        _ => return Err(Unsupported),
                    },
                    '[' => return Err(Unsupported),
                    c if c.is_ascii() => c,
                    _ => return Err(Unsupported),
                };
                if hi < lo {
                    return Err(Unsupported);
                }
                cl.ranges.push((lo, hi));
            } else {
                cl.ranges.push((lo, lo));
            }
        }
        Ok(cl)
    }
}

/// Whether `n` can match the empty string.
fn nullable(n: &Node) -> bool {
    match n {
        Node::Empty | Node::At(_) | Node::Look { .. } => true,
        Node::Char(_) | Node::Any | Node::Class(_) => false,
        // A backreference matches what its group did: maybe nothing.
        Node::Backref(_) => true,
        Node::Group(x, _) => nullable(x),
        Node::Concat(xs) => xs.iter().all(nullable),
        Node::Alt(xs) => xs.iter().any(nullable),
        Node::Repeat { node, min, .. } => *min == 0 || nullable(node),
    }
}

impl Regex {
    /// Compile a pattern's text (inline flags only at its very start).
    pub fn new(pattern: &str) -> P<Regex> {
        if !pattern.is_ascii() {
            return Err(Unsupported);
        }
        let mut p = Parser {
            chars: pattern.chars().collect(),
            at: 0,
            groups: 0,
            names: Vec::new(),
            closed: Vec::new(),
        };
        let mut flags = Flags::default();
        while p.chars.get(p.at) == Some(&'(') && p.chars.get(p.at + 1) == Some(&'?') {
            let save = p.at;
            p.at += 2;
            let mut any = false;
            while let Some(c) = p.peek() {
                match c {
                    'i' => flags.ignorecase = true,
                    'm' => flags.multiline = true,
                    's' => flags.dotall = true,
                    'a' => flags.ascii = true,
                    _ => break,
                }
                any = true;
                p.at += 1;
            }
            if !any || !p.eat(')') {
                p.at = save;
                break;
            }
        }
        // A flag group anywhere else (`a(?i)`) is an error in Python 3.11.
        let node = p.alt()?;
        if p.at != p.chars.len() {
            return Err(Unsupported);
        }
        Ok(Regex {
            node,
            groups: p.groups,
            names: p.names,
            flags,
        })
    }

    /// The first match at or after `start` (`search`), or only at `start` (`anchored`), ending
    /// at the end (`full`). `must_advance`: a match at `start` may not be empty (`sre`'s rule
    /// after an empty match).
    pub fn find(&self, s: &[char], start: usize, anchored: bool, full: bool, must_advance: bool) -> P<Option<Spans>> {
        self.find_in(&self.matcher(s), start, anchored, full, must_advance)
    }

    /// A matcher over `s`, its step budget for everything it is asked.
    fn matcher<'s>(&self, s: &'s [char]) -> Matcher<'s> {
        Matcher {
            s,
            flags: self.flags,
            steps: Cell::new(0),
            depth: Cell::new(0),
            over: Cell::new(false),
        }
    }

    /// [`Self::find`] with a matcher (and so a step budget) shared with other searches.
    fn find_in(&self, m: &Matcher, start: usize, anchored: bool, full: bool, must_advance: bool) -> P<Option<Spans>> {
        let s = m.s;
        let mut at = start;
        loop {
            if at > s.len() {
                return Ok(None);
            }
            let mut caps: Spans = vec![None; self.groups + 1];
            let mut found = None;
            let ok = m.go(&self.node, at, &mut caps, &mut |end, _| {
                let ok = (!full || end == s.len()) && !(must_advance && at == start && end == start);
                if ok {
                    found = Some(end);
                }
                ok
            });
            if m.over.get() {
                return Err(Unsupported);
            }
            if let (true, Some(end)) = (ok, found) {
                caps[0] = Some((at, end));
                return Ok(Some(caps));
            }
            if anchored {
                return Ok(None);
            }
            at += 1;
        }
    }

    /// Every match from the start, as `sre` goes on after each (`findall`, `finditer`, `sub`,
    /// `split`): at most `limit` (0: all). One step budget for all of them.
    pub fn find_all(&self, s: &[char], limit: usize) -> P<Vec<Spans>> {
        let matcher = self.matcher(s);
        let mut out = Vec::new();
        let mut start = 0;
        let mut must_advance = false;
        while start <= s.len() && (limit == 0 || out.len() < limit) {
            let Some(m) = self.find_in(&matcher, start, false, false, must_advance)? else {
                break;
            };
            let (b, e) = m[0].unwrap_or((start, start));
            must_advance = b == e;
            start = e;
            out.push(m);
        }
        Ok(out)
    }
}

struct Matcher<'s> {
    s: &'s [char],
    flags: Flags,
    steps: Cell<u64>,
    depth: Cell<u32>,
    over: Cell<bool>,
}

/// What comes after a node: given where it ended, whether the whole match succeeds.
type Cont<'k> = dyn FnMut(usize, &mut Spans) -> bool + 'k;

impl Matcher<'_> {
    fn word(&self, i: usize) -> bool {
        self.s.get(i).is_some_and(|&c| in_cat(c, Cat::Word))
    }

    fn at(&self, a: At, i: usize) -> bool {
        let n = self.s.len();
        match a {
            At::Start => i == 0 || (self.flags.multiline && self.s[i - 1] == '\n'),
            At::End => i == n || (self.s[i] == '\n' && (self.flags.multiline || i + 1 == n)),
            At::StrStart => i == 0,
            At::StrEnd => i == n,
            At::Boundary => n > 0 && (i > 0 && self.word(i - 1)) != self.word(i),
            At::NotBoundary => n > 0 && (i > 0 && self.word(i - 1)) == self.word(i),
        }
    }

    fn char_eq(&self, a: char, b: char) -> bool {
        a == b || (self.flags.ignorecase && a.eq_ignore_ascii_case(&b))
    }

    /// Match `n` at `i`, then `k`: the end of the whole match where `k` said yes.
    /// Match `n` at `i`, then `k` from where it ended: whether the whole match succeeds.
    fn go(&self, n: &Node, i: usize, caps: &mut Spans, k: &mut Cont) -> bool {
        let steps = self.steps.get() + 1;
        self.steps.set(steps);
        let depth = self.depth.get() + 1;
        if steps > MAX_STEPS || depth > MAX_DEPTH || self.over.get() {
            self.over.set(true);
            return false;
        }
        self.depth.set(depth);
        let r = self.go_in(n, i, caps, k);
        self.depth.set(depth - 1);
        r
    }

    fn go_in(&self, n: &Node, i: usize, caps: &mut Spans, k: &mut Cont) -> bool {
        let s = self.s;
        let one = |ok: bool, caps: &mut Spans, k: &mut Cont| ok && k(i + 1, caps);
        match n {
            Node::Empty => k(i, caps),
            Node::Char(c) => one(s.get(i).is_some_and(|&x| self.char_eq(x, *c)), caps, k),
            Node::Any => one(s.get(i).is_some_and(|&x| self.flags.dotall || x != '\n'), caps, k),
            Node::Class(cl) => one(s.get(i).is_some_and(|&x| cl.matches(x, self.flags.ignorecase)), caps, k),
            Node::At(a) => self.at(*a, i) && k(i, caps),
            Node::Group(inner, None) => self.go(inner, i, caps, k),
            Node::Group(inner, Some(g)) => {
                let g = *g;
                self.go(inner, i, caps, &mut |e, caps: &mut Spans| {
                    let old = caps[g];
                    caps[g] = Some((i, e));
                    if k(e, caps) {
                        return true;
                    }
                    caps[g] = old;
                    false
                })
            }
            Node::Concat(xs) => self.seq(xs, i, caps, k),
            Node::Alt(arms) => arms.iter().any(|a| self.go(a, i, caps, k)),
            Node::Repeat { node, min, max, greedy } => self.rep(node, (*min, *max, *greedy), 0, i, caps, k),
            Node::Backref(g) => {
                let Some((b, e)) = caps.get(*g).copied().flatten() else {
                    return false;
                };
                let len = e - b;
                i + len <= s.len() && (0..len).all(|j| self.char_eq(s[i + j], s[b + j])) && k(i + len, caps)
            }
            Node::Look { node, negate } => {
                let mut inner = caps.clone();
                let hit = self.go(node, i, &mut inner, &mut |_, _| true);
                if self.over.get() || hit == *negate {
                    return false;
                }
                // A positive lookahead's groups are kept.
                let saved = if *negate {
                    None
                } else {
                    Some(std::mem::replace(caps, inner))
                };
                if k(i, caps) {
                    return true;
                }
                if let Some(old) = saved {
                    *caps = old;
                }
                false
            }
        }
    }

    fn seq(&self, xs: &[Node], i: usize, caps: &mut Spans, k: &mut Cont) -> bool {
        match xs.split_first() {
            None => k(i, caps),
            Some((first, rest)) => self.go(first, i, caps, &mut |e, caps: &mut Spans| self.seq(rest, e, caps, k)),
        }
    }

    /// The `count`th iteration on of a repeat `(min, max, greedy)` of `node`, at `i`.
    fn rep(
        &self,
        node: &Node,
        q: (u32, Option<u32>, bool),
        count: u32,
        i: usize,
        caps: &mut Spans,
        k: &mut Cont,
    ) -> bool {
        let (min, max, greedy) = q;
        let more = max.is_none_or(|m| count < m);
        // The body never matches nothing (checked when compiled): each iteration moves on.
        let again = |caps: &mut Spans, k: &mut Cont| {
            more && self.go(node, i, caps, &mut |e, caps: &mut Spans| {
                self.rep(node, q, count + 1, e, caps, k)
            })
        };
        if count < min {
            return again(caps, k);
        }
        if greedy {
            again(caps, k) || (!self.over.get() && k(i, caps))
        } else {
            k(i, caps) || again(caps, k)
        }
    }
}

/// `re.escape`: what Python 3.7+ puts a backslash before.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A piece of a `sub` replacement: text, or a group's match (`\1`, `\g<name>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Group(usize),
}

/// Read a `sub` replacement template (escapes `\\ \n \t \r`, `\1`-`\9`, `\g<…>`).
pub fn template(repl: &str, re: &Regex) -> P<Vec<Piece>> {
    if !repl.is_ascii() {
        return Err(Unsupported);
    }
    let mut out = Vec::new();
    let mut text = String::new();
    let mut it = repl.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            text.push(c);
            continue;
        }
        let g = match it.next().ok_or(Unsupported)? {
            '\\' => {
                text.push('\\');
                continue;
            }
            'n' => {
                text.push('\n');
                continue;
            }
            't' => {
                text.push('\t');
                continue;
            }
            'r' => {
                text.push('\r');
                continue;
            }
            d @ '1'..='9' if !it.peek().is_some_and(char::is_ascii_digit) => d as usize - '0' as usize,
            'g' => {
                if it.next() != Some('<') {
                    return Err(Unsupported);
                }
                let mut name = String::new();
                loop {
                    match it.next().ok_or(Unsupported)? {
                        '>' => break,
                        c => name.push(c),
                    }
                }
                if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) && name.len() < 5 {
                    name.parse().map_err(|_| Unsupported)?
                } else {
                    re.names
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map(|x| x.1)
                        .ok_or(Unsupported)?
                }
            }
            _ => return Err(Unsupported),
        };
        if g > re.groups {
            return Err(Unsupported);
        }
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(Piece::Group(g));
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spans(p: &str, s: &str) -> Option<Spans> {
        let c: Vec<char> = s.chars().collect();
        Regex::new(p).unwrap().find(&c, 0, false, false, false).unwrap()
    }

    #[test]
    fn groups_keep_the_last_iteration_and_alternatives_backtrack() {
        assert_eq!(spans(r"(?:(a)|b)+", "ab").unwrap()[1], Some((0, 1)));
        assert_eq!(
            spans(r"(\d+)([kKmM]?)", "16k").unwrap(),
            vec![Some((0, 3)), Some((0, 2)), Some((2, 3))]
        );
        let c: Vec<char> = "ab".chars().collect();
        let full = Regex::new("a|ab").unwrap().find(&c, 0, true, true, false).unwrap();
        assert_eq!(full.unwrap()[0], Some((0, 2)));
    }

    #[test]
    fn what_it_does_not_cover_is_unsupported() {
        for p in [
            r"(?<=a)b",
            r"(a*)*",
            "a**",
            r"\N{DASH}",
            "[[:alpha:]]",
            "a(?i)",
            "é",
            r"\8",
            "a{2,1}",
        ] {
            assert!(Regex::new(p).is_err(), "{p}");
        }
        let long: Vec<char> = "a".repeat(10_000).chars().collect();
        assert!(Regex::new("a*").unwrap().find(&long, 0, false, false, false).is_err());
        // Backtracking without end: past the budget, not known.
        let many: Vec<char> = "a".repeat(2_000).chars().collect();
        assert!(Regex::new("(a|aa)+b")
            .unwrap()
            .find(&many, 0, false, false, false)
            .is_err());
        assert!(Regex::new("(a|aa)+b|a").unwrap().find_all(&many, 0).is_err());
    }
}
