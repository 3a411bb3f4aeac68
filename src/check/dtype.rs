//! What to write instead of a dtype name the code does not take (the help of `bad-dtype`), and the
//! everyday spellings of torch dtypes.
//!
//! Why: `getattr(torch, "bf16")` fails, and the name to write depends on how the code resolves it
//! (torch's names and the scenario's aliases, or a table of its own).
//!
//! Example: `dtype: bf16` where the code asks torch is "did you mean `bfloat16`? the code resolves
//! the name with `getattr(torch, ...)`".

use super::*;

/// What to write instead of a dtype name the code does not take. `table`: the code looked the name
/// up in a table of its own (a `KeyError`), so only that table's names (the values the code
/// compared the field with) will do, e.g. `bf16` for `bfloat16`; else it asked torch
/// (`getattr(torch, ...)`), which takes its own names and the scenario's aliases.
pub(super) fn dtype_help(h: &Harness, op: &str, sc: &Scenario, value: &str, table: bool) -> Option<String> {
    let torch_names: Vec<String> = torch::DTYPES.iter().map(|d| d.name.to_string()).collect();
    let mut own: Vec<String> = sc
        .candidates_of(crate::seed::DTYPE_FIELD)
        .iter()
        .filter_map(|c| c.as_str().map(str::to_string))
        .collect();
    if table {
        // The values the code compared the field with that its table takes.
        own.retain(|c| crate::model::driver_accepts(h, op, sc, c));
        // The torch dtype a spelling stands for, if any (`half` is float16).
        let canon = |w: &str| -> Option<String> {
            let w = w.to_lowercase();
            torch::lookup(&w)
                .map(|i| torch::info(i).name.to_string())
                .or_else(|| dtype_guess(&w, &torch_names))
        };
        let want = canon(value);
        let guess = own
            .iter()
            .find(|c| want.is_some() && canon(c) == want)
            .cloned()
            .or_else(|| did_you_mean(value, own.iter().map(String::as_str)).map(str::to_string));
        let keys = names(own.iter().map(String::as_str));
        return Some(match guess {
            Some(g) => say!(
                lang(),
                "did you mean `{g}`? the code looks the name up in a table of its own: {keys}",
                "是不是想写 `{g}`？代码在它自己的表里查这个名字：{keys}"
            ),
            None if !own.is_empty() => say!(
                lang(),
                "the code looks the name up in a table of its own: {keys}",
                "代码在它自己的表里查这个名字：{keys}"
            ),
            None => return None,
        });
    }
    let mut all = torch_names.clone();
    all.extend(own);
    let guess =
        dtype_guess(value, &all).or_else(|| did_you_mean(value, all.iter().map(String::as_str)).map(str::to_string))?;
    Some(say!(
        lang(),
        "did you mean `{guess}`? the code resolves the name with `getattr(torch, ...)`",
        "是不是想写 `{guess}`？代码用 `getattr(torch, ...)` 解析这个名字"
    ))
}

/// Everyday spellings of torch dtypes (torch knowledge, not the harness's).
pub fn dtype_guess(word: &str, names: &[String]) -> Option<String> {
    let w = word.to_lowercase();
    let guess = match w.as_str() {
        "bf16" | "bfloat" => "bfloat16",
        "fp16" | "f16" => "float16",
        "fp32" | "f32" => "float32",
        "fp8" | "e4m3" | "fp8_e4m3" | "float8" => "float8_e4m3fn",
        "e5m2" | "fp8_e5m2" => "float8_e5m2",
        "fp4" | "nvfp4" | "e2m1" => "float4_e2m1fn_x2",
        _ => return None,
    };
    names.iter().any(|n| n == guess).then(|| guess.to_string())
}
