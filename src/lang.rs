//! The language a person is spoken to in: Chinese for a Chinese intent, English otherwise
//! (`--lang zh|en` decides instead). JSON keys and diagnostic codes never change; the texts
//! meant to be read (prompts, notes, messages) follow the language.
//!
//! Each text is written once in each language, side by side where it is used (`say!`), so a
//! reviewer reads both at once.

use std::sync::atomic::{AtomicU8, Ordering};

/// The language of the texts meant for people.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
pub enum Lang {
    #[default]
    En = 0,
    Zh = 1,
}

impl Lang {
    /// Chinese if the text holds a CJK ideograph, else English.
    pub fn of_text(text: &str) -> Lang {
        let cjk = |c: char| matches!(c as u32, 0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0xF900..=0xFAFF);
        if text.chars().any(cjk) {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// `zh`, `zh-CN`, `cn`, `chinese`, `中文` / `en`, `english`.
    pub fn parse(s: &str) -> Option<Lang> {
        match s.trim().to_lowercase().as_str() {
            "zh" | "zh-cn" | "zh_cn" | "zh-hans" | "cn" | "chinese" | "中文" => Some(Lang::Zh),
            "en" | "en-us" | "en_us" | "english" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language asked for, else the intent's.
    pub fn choose(flag: Option<&str>, intent: &str) -> Lang {
        flag.and_then(Lang::parse).unwrap_or_else(|| Lang::of_text(intent))
    }

    pub fn pick<'s>(self, en: &'s str, zh: &'s str) -> &'s str {
        match self {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }
}

/// The language of the messages for people that the library writes itself (a check's
/// diagnostics: `message`, `help`, and the human frame around them), process-wide: the checks
/// run on worker threads, so a thread-local would not reach them. English until
/// [`set_messages`] says otherwise; `check --lang zh` sets it once, before the check runs.
static MESSAGES: AtomicU8 = AtomicU8::new(0);

/// Set the language of the messages for people (see [`messages`]) for the rest of the process.
pub fn set_messages(lang: Lang) {
    MESSAGES.store(lang as u8, Ordering::Relaxed);
}

/// The language of the messages for people: English unless [`set_messages`] chose another.
pub fn messages() -> Lang {
    match MESSAGES.load(Ordering::Relaxed) {
        1 => Lang::Zh,
        _ => Lang::En,
    }
}

/// `say!(lang, "English {x}", "中文 {x}")`: the text in `lang`, formatted.
#[macro_export]
macro_rules! say {
    ($lang:expr, $en:literal, $zh:literal $(, $arg:expr)* $(,)?) => {
        match $lang {
            $crate::lang::Lang::En => format!($en $(, $arg)*),
            $crate::lang::Lang::Zh => format!($zh $(, $arg)*),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chinese_intent_is_answered_in_chinese_unless_told() {
        assert_eq!(Lang::of_text("给 decode 加个 FP8 的配置"), Lang::Zh);
        assert_eq!(Lang::of_text("add an fp8 decode config, batch 1，16"), Lang::En);
        assert_eq!(Lang::choose(Some("en"), "给 decode 加个配置"), Lang::En);
        assert_eq!(Lang::choose(Some("zh"), "decode fp8"), Lang::Zh);
        assert_eq!(Lang::choose(Some("klingon"), "decode"), Lang::En);
        assert_eq!(say!(Lang::Zh, "write {}?", "写入 {}？", "x.yaml"), "写入 x.yaml？");
    }
}
