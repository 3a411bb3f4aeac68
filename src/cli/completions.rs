//! Shell completion: the script clap_complete makes from the command line's definition, with the
//! harness's own names added where a name is typed (`--op`, `schema OP/SCENARIO`,
//! `--json-schema`), which the script asks the binary for at completion time (`gen-config
//! [--root DIR] __names ops|targets`): the names are the harness's, never written into the
//! script.
//!
//! In: a shell, or what to list. Out: the script, or the names one a line (nothing and exit 2
//! where there is no harness: a completion offers nothing then).

use std::path::Path;

use gen_config::discover;
use gen_config::model::{self, Selection};

use super::args::NameKind;
use super::{EXIT_FAIL, EXIT_OK};

/// The completion script for `shell`.
pub fn script(shell: clap_complete::Shell) -> String {
    use clap_complete::Shell;
    let mut cmd = super::args::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cmd, "gen-config", &mut script);
    let mut script = String::from_utf8_lossy(&script).into_owned();
    match shell {
        Shell::Bash => {
            // clap_complete spells a hyphenated name's state two ways (clap#6421, open): the
            // loop sets `gen__config__subcmd__check`, the arms match `gen__subcmd__config__…`,
            // so no subcommand's flags complete. Spell the arms as the loop does.
            script = script.replace("gen__subcmd__config", "gen__config");
            // The names first, then clap's completion for everything else.
            script = script.replace("complete -F _gen__config ", "complete -F _gen_config_with_names ");
            script.push_str(BASH);
        }
        Shell::Zsh => {
            script = script
                .replace(":OP:_default'", ":OP:_gen_config_ops'")
                .replace(":OP/SCENARIO:_default'", ":OP/SCENARIO:_gen_config_targets'")
                .replace(
                    "'::target -- One op, or one scenario of an op:_default'",
                    "'::target -- One op, or one scenario of an op:_gen_config_targets'",
                );
            // Defined before the script's last lines call `_gen-config`.
            let at = script.rfind("if [ \"$funcstack[1]\"").unwrap_or(script.len());
            script.insert_str(at, ZSH);
        }
        Shell::Fish => script.push_str(FISH),
        _ => {}
    }
    script
}

/// `__names ops|targets`: the ops of `OP_REGISTRY`, or every op and `op/scenario`, one a line.
pub fn names(root: Option<&Path>, what: NameKind) -> u8 {
    let Ok(cwd) = std::env::current_dir() else {
        return EXIT_FAIL;
    };
    let Ok(root) = discover::find_root(root, &cwd) else {
        return EXIT_FAIL;
    };
    let Ok(h) = discover::load(&root) else { return EXIT_FAIL };
    // Names only: no scenario is probed.
    let registry = model::build(
        &h,
        &Selection {
            only: Some(vec![]),
            ..Default::default()
        },
    );
    for op in &registry.ops {
        outln!("{}", op.name);
        if what == NameKind::Targets {
            for sc in &op.scenarios {
                outln!("{}/{}", op.name, sc.name);
            }
        }
    }
    std::mem::forget(h);
    EXIT_OK
}

const BASH: &str = r#"
# The harness's own names (asked of gen-config, with the command line's --root): the ops after
# --op, OP or OP/SCENARIO after `schema` and --json-schema; clap's completion for the rest.
_gen_config_names() {
    local i root=()
    for ((i = 1; i < COMP_CWORD; i++)); do
        [[ ${COMP_WORDS[i]} == --root ]] && root=(--root "${COMP_WORDS[i+1]}")
    done
    gen-config "${root[@]}" __names "$1" 2>/dev/null
}

_gen_config_with_names() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} sub="" i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
            schema|check|new) sub=${COMP_WORDS[i]}; break ;;
        esac
    done
    if [[ $prev == --op ]]; then
        COMPREPLY=($(compgen -W "$(_gen_config_names ops)" -- "$cur"))
        return 0
    fi
    if [[ $prev == --json-schema || ($sub == schema && $cur != -* && $prev != --root && $prev != --write-json-schemas) ]]; then
        COMPREPLY=($(compgen -W "$(_gen_config_names targets)" -- "$cur"))
        return 0
    fi
    _gen__config "$@"
}
"#;

const ZSH: &str = r#"# The harness's own names, asked of gen-config (with the command line's --root).
(( $+functions[_gen_config_names] )) ||
_gen_config_names() {
    local i
    local -a root
    for (( i = 1; i < $#words; i++ )); do
        [[ $words[i] == --root ]] && root=(--root $words[i+1])
    done
    gen-config $root __names $1 2>/dev/null
}
(( $+functions[_gen_config_ops] )) ||
_gen_config_ops() {
    local -a names
    names=(${(f)"$(_gen_config_names ops)"})
    compadd -a names
}
(( $+functions[_gen_config_targets] )) ||
_gen_config_targets() {
    local -a names
    names=(${(f)"$(_gen_config_names targets)"})
    compadd -a names
}

"#;

const FISH: &str = r#"
# The harness's own names, asked of gen-config: the ops after --op, OP or OP/SCENARIO for `schema`.
complete -c gen-config -n "__fish_gen_config_using_subcommand check; or __fish_gen_config_using_subcommand new" -l op -x -a "(gen-config __names ops 2>/dev/null)"
complete -c gen-config -n "__fish_gen_config_using_subcommand schema" -f -a "(gen-config __names targets 2>/dev/null)"
complete -c gen-config -n "__fish_gen_config_using_subcommand schema" -l json-schema -x -a "(gen-config __names targets 2>/dev/null)"
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_script_asks_the_binary_for_the_names() {
        use clap_complete::Shell;
        for (shell, asks) in [
            (
                Shell::Bash,
                ["__names \"$1\"", "_gen_config_names ops", "_gen_config_names targets"],
            ),
            (
                Shell::Zsh,
                ["__names $1", "_gen_config_names ops", "_gen_config_names targets"],
            ),
            (Shell::Fish, ["__names ops", "__names targets", "__names targets"]),
        ] {
            let s = script(shell);
            for a in asks {
                assert!(s.contains(a), "{shell}: no {a}");
            }
        }
        let zsh = script(Shell::Zsh);
        assert!(zsh.contains(":OP:_gen_config_ops'") && !zsh.contains(":OP:_default'"));
        assert!(zsh.find("_gen_config_ops()") < zsh.rfind("if [ \"$funcstack[1]\""));
    }
}
