"""Group the conformance differences (GEN_CONFIG_CONFORMANCE_REPORT) by root cause: how
CONFORMANCE-REPORT.md was made. Not to be merged: its rules name today's programs and causes.

    python CONFORMANCE-TRIAGE.py REPORT.jsonl > groups.md

A difference of a variant that its program's as-is run already has (same global, or the as-is
run's ending already differs) is counted under the as-is cause ("inherited"); the rest are
assigned by the rules below, written against the evaluator of the branch point (main a12d077).
"""
import collections
import json
import re
import sys

GROUPS = {
    # id: title
    "branch-skip": "An undecided `if` (no side raises) runs neither side: the body's effects are dropped and what follows is claimed exact",
    "unk-loop-once": "A comprehension / `for` / `list()` / `*x` over an unknown iterable makes a one-item container: `len()` is 1, an empty input is truthy",
    "unk-while": "A `while` on an unknown condition runs its body once, and a `break` under an unknown test is never taken; the values the loop changes are claimed exact",
    "unk-display": "Formatting an unknown (f-string, `str.format`, `%`) gives a concrete string with `…` in it",
    "unk-try": "An operation on an unknown that CPython raises on, inside `try`: no exception, so the handler's effects are dropped (its names claimed unbound, its writes missing)",
    "unk-ending": "An uncaught exception that an unknown input would raise: the evaluator claims the program ran to its end",
    "unk-if-match": "A branch, a comprehension filter or a `match` on an unknown takes one side (keeps every item, matches no case) and claims the result exact",
    "unk-spread": "`{**unknown, ...}` / `dict | unknown`: the unknown mapping's entries are dropped, the result is claimed exact",
    "unk-set": "A set display with an unknown member claims its length (`{v, 1.0, True}`: 1 in CPython when `v == 1`, 2 claimed)",
    "absent-import": "An import of a module absent from the checkout succeeds (opaque module), by `import`, `from … import` or `importlib.import_module`: `except ImportError` paths never taken, an unguarded one claimed to run on",
    "pkg-path": "`__path__` is not defined in a package's `__init__` (NameError): `pkgutil.iter_modules(__path__)` registries fail",
    "missing-builtin": "A builtin the evaluator does not define raises NameError: ascii, bin/hex/oct, bytes, chr/ord, complex, delattr, issubclass, slice, Ellipsis, ExceptionGroup, UnicodeDecodeError, aiter",
    "str-methods": "A str / int / float / dict method not modelled raises AttributeError (swapcase, casefold, format_map, expandtabs, rpartition, isalnum, rfind, istitle, as_integer_ratio, int.imag, …)",
    "method-args": "A modelled method ignores some of its arguments: `split(sep, maxsplit)`, `startswith(p, start)`, `list.index(x, start, stop)`, `tuple.index(x, start)`, `math.prod(start=)`, `product(repeat=)`, `set.update(a, b)`",
    "format-spec": "Rendering values as text: `repr()` of a str with quotes or escapes (`\"it's\"`, `'a\\n'`), `set()`; format specs and conversions ignored or wrong: `f\"{x:.2f}\"`, `{:>6}`, `!r` in `str.format`, `{0[1]}`, `{{`, `!a`, `{x=:>4}`; float str() exponent form (`1e22` vs `1e+22`)",
    "obj-display": "`str()`/`repr()` of objects the evaluator cannot render gives a concrete placeholder (`<object>`, `<C object>`): exception messages, user `__str__`/`__repr__`/`__format__`, dataclass and SimpleNamespace reprs",
    "enum": "`enum` not modelled: an Enum class is built as a plain class (members are raw values), so `.value`/`.name`, `Mode(v)`, `Mode[n]`, iteration, `len`, `auto()`, `Flag`, `IntEnum`, `StrEnum`, `(str, Enum)` all fail or differ",
    "match": "`match` patterns not modelled taken as no match: class patterns (keyword, positional, builtin), sequence patterns with captures or `*rest`, mapping patterns, `**rest`, or-patterns of non-literals, `as`, capture + guard, `None`/`True` literals, `math.pi` value",
    "dunder-cmp": "User `__eq__` / `__hash__` / `__lt__` (and `total_ordering`, reflected `__eq__`) not used: `==` is identity, dict lookup misses, sorting raises",
    "dunder-truth": "User `__bool__` / `__len__` not used for truth: every instance is true",
    "dunder-ops": "Arithmetic, in-place, unary, `@`, `**`, `__index__` dunders not used: TypeError",
    "dunder-attr": "Attribute hooks and descriptors not used: `__getattr__`, `__getattribute__`, `__setattr__`, `__get__`/`__set__`, `__set_name__`, property setter/deleter, `cached_property`; `obj.__dict__`, `obj.__class__`, `__qualname__`, name mangling",
    "dunder-container": "Container dunders not used: `__getitem__`/`__setitem__`, `__contains__`, `__missing__` (dict subclass), `__iter__` by `__getitem__`, `__copy__`/`__deepcopy__`",
    "class-creation": "Class creation hooks not run: `__init_subclass__`, metaclass `__new__`/`__init__`/`__call__`, `__new__`, `__class_getitem__`, `ABC` abstract methods, MRO conflicts, `Base.__subclasses__()` registries; class-body scope",
    "dataclass": "`dataclasses` partly modelled: `==` is identity, no `__repr__`, hashable when it should not be, `order=True`, frozen keys, `kw_only`/`KW_ONLY`, `init=False`, nested `asdict`, inherited field order, mutable-default check",
    "generators": "Generators and iterators are eager lists: `next()` does not advance, `send`, `yield from` value, `StopIteration.value`, laziness; `map`/`enumerate` objects replay",
    "loop-var": "After a `for` loop the loop variable holds an earlier item than the last, claimed exact (for `for x in xs: pass` the repeat-loop rule of `interp/loops.rs` stops early; in `dicts/counting_grouping` the loop's writes are right and only the variable is stale)",
    "mutation": "Mutation not modelled: slice assignment and `del` (names, items, slices, attributes), `+=` on a list rebinds instead of extending, `dict` size change during iteration not detected, `popitem`",
    "containers": "Container operations missing or wrong: dict views' set operators, `dict |= pairs`, set `<`/`>`, `frozenset.add`, `{1, 1.0, True}`, sort stability with key/reverse, `sorted(key=str.lower)`, set iteration order",
    "numbers": "Numbers: `bool & bool` is an int, `+True`, banker's rounding and `round(x, n)`, 3-argument `pow`, int/float equality beyond 2**53, `nan in [nan]`, `int('0x1A', 0)`, `float('1_000.5')`",
    "collections": "`collections` / `functools` / `contextlib` / `copy` modelled as something else: OrderedDict is a dict, defaultdict's factory, ChainMap writes, `typing.NamedTuple`, namedtuple immutability, `lru_cache`/`cache` are no-ops (call counts), `partial` keywords, `wraps`, `singledispatch`, `cmp_to_key`, `ExitStack`, `suppress`, `copy.copy` returns the same object, `deepcopy` aliasing",
    "opaque-effects": "A call into an unmodelled library (random, heapq, bisect, operator.itemgetter as a sort key, argparse with an explicit argv) is assumed to change nothing: the list it shuffles, heapifies or sorts is claimed unchanged",
    "no-raise": "An error CPython raises is not raised: a builtin, method or operation given a bad argument (or not modelled) returns a value, often unknown, instead of raising, so the program's `except` handler never runs and its effects are dropped (`abs('x')`, `hash([])`, `range(1.5)`, `zip(strict=True)`, `''.split('')`, `{}.popitem()`, `open(missing)`, `json.loads('{bad')`, `math.sqrt(-1)`, …)",
    "exceptions": "Exception model: the `except … as e` name stays bound after the handler, `KeyError(k).args` holds the repr, `raise <non-exception>`, bare `raise` with nothing active, PEP 479, `UnboundLocalError`, `with` and `__exit__` suppression, `assert` without message, exceptions a builtin should raise on bad arguments (TypeError/ValueError) not raised",
    "scope": "Scoping: a walrus in a comprehension does not bind in the enclosing scope; a comprehension in a class body sees class names; `globals()` is a copy; `from m import *` ignores `__all__`; `x: int` binds on a class; a lambda's `__name__` is its variable's name",
    "files": "Files and data: `Path.suffixes` gives a method, an opened missing file does not raise, a JSON/YAML error does not raise, `eval`/`exec`/`compile` give a concrete result",
    "other": "Not yet classified",
}

# Program -> cause of its as-is differences (a program may name causes per global).
ASIS = {
    "builtins/abs": "exceptions", "builtins/dict_constructor": "exceptions", "builtins/frozenset_set_constructors": "exceptions",
    "builtins/hash": "exceptions", "builtins/range": "exceptions", "builtins/reversed": "exceptions", "builtins/sum": "exceptions",
    "builtins/zip": "exceptions", "builtins/len": "exceptions", "builtins/min_max": "exceptions", "builtins/sorted": "containers",
    "builtins/tuple_methods_builtin": "method-args", "builtins/ascii_repr": "missing-builtin", "builtins/bin_hex_oct": "missing-builtin",
    "builtins/bytes_conv": "missing-builtin", "builtins/ascii": "missing-builtin", "builtins/repr": "format-spec", "builtins/chr_ord": "missing-builtin", "builtins/complex_numbers": "missing-builtin",
    "builtins/delattr_getattr_setattr": "missing-builtin", "builtins/isinstance_issubclass": "missing-builtin",
    "builtins/slice_obj": "missing-builtin", "builtins/compile_memoryview": "files", "builtins/eval_exec": "files",
    "builtins/float_conv": "numbers", "builtins/int_conv": "numbers", "builtins/globals_locals": "scope",
    "builtins/iter_next": "generators", "builtins/object_type": "class-creation", "builtins/vars_dir": "dunder-attr",
    "builtins/bool_conv": "dunder-truth", "builtins/enumerate": "generators", "builtins/map": "generators",
    "builtins/pow": "numbers", "builtins/round": "numbers", "builtins/str_conv": {"r_user": "obj-display", "*": "format-spec"},
    "classes/abc_abstract": "class-creation", "classes/class_decorator": "obj-display",
    "classes/dataclass_like_manual": {"r_eq": "dunder-cmp", "r_set": "dunder-cmp", "*": "obj-display"},
    "classes/dynamic_class_attrs": "dunder-attr", "classes/init_new_order": "class-creation",
    "classes/isinstance_class_hierarchy": "dunder-attr", "classes/metaclass_init_call": "class-creation",
    "classes/metaclass_new": "class-creation", "classes/mro_diamond": "class-creation", "classes/name_mangling": "dunder-attr",
    "classes/names_module_qualname": "dunder-attr", "classes/property": "dunder-attr", "classes/slots": "dunder-attr",
    "classes/subclass_registry": "class-creation", "classes/callable_class_attr": "exceptions",
    "collections/chainmap": "collections", "collections/defaultdict": "collections", "collections/deque": "loop-var",
    "collections/dict_merge_operators": "collections", "collections/namedtuple": "collections", "collections/ordereddict": "collections",
    "collections/typing_namedtuple": "collections", "copy/custom_copy_hooks": "dunder-container", "copy/deep": "collections",
    "copy/shallow": "collections", "dataclasses/asdict_astuple": "dataclass", "dataclasses/basic": "dataclass",
    "dataclasses/default_factory": "dataclass", "dataclasses/eq_identity": "dataclass", "dataclasses/frozen_eq_hash": "dataclass",
    "dataclasses/inheritance": "dataclass", "dataclasses/kw_only_slots": "dataclass", "dataclasses/order": "dataclass",
    "dataclasses/post_init_init_false": "dataclass", "dataclasses/replace_fields": "dataclass",
    "dicts/counting_grouping": "loop-var", "dicts/iteration_mutation": "mutation", "dicts/order": "loop-var",
    "dicts/pop_popitem": {"r_pop_err": "exceptions", "*": "mutation"}, "dicts/update_merge": "containers", "dicts/views": "containers",
    "dunder/arith_reflected": "dunder-ops", "dunder/bool_in_conditions": "dunder-truth", "dunder/class_getitem": "class-creation",
    "dunder/descriptor_get": "dunder-attr", "dunder/enter_exit_exception": "exceptions", "dunder/eq_ne": "dunder-cmp",
    "dunder/format_dunder": "obj-display", "dunder/getattr_fallback": "dunder-attr", "dunder/getitem_setitem": "dunder-container",
    "dunder/hash_eq_keys": "dunder-cmp", "dunder/hash_none_when_eq": "dunder-cmp", "dunder/init_subclass": "class-creation",
    "dunder/inplace_ops": "dunder-ops", "dunder/len_bool": "dunder-truth", "dunder/matmul_pow": "dunder-ops",
    "dunder/missing": "dunder-container", "dunder/ordering": "dunder-cmp", "dunder/repr_str": "obj-display",
    "dunder/richcmp_reflection": "dunder-cmp", "dunder/set_name": "dunder-attr", "dunder/setattr_hook": "dunder-attr",
    "dunder/str_subclass": "class-creation", "dunder/total_ordering": "dunder-cmp", "dunder/unary_numeric": "dunder-ops",
    "exceptions/args_and_str": "obj-display", "exceptions/builtin_hierarchy": "missing-builtin",
    "exceptions/common_errors": "scope", "exceptions/exception_groups": "missing-builtin",
    "exceptions/exception_notes_traceback": "exceptions", "exceptions/raise_class_or_instance": "exceptions",
    "exceptions/stopiteration_in_generator": "exceptions", "exceptions/try_else_scope": "scope",
    "exceptions/user_classes": "obj-display", "exceptions/except_tuple_as": "exceptions", "exceptions/finally_and_handlers": "exceptions",
    "exceptions/raise_from": "exceptions", "exceptions/systemexit": "exceptions",
    "expr/arith_bool": "numbers", "expr/async_await": "missing-builtin", "expr/augassign_alias": "mutation",
    "expr/await_async_def": "generators", "expr/comp_generator": "generators", "expr/comp_scope": "scope",
    "expr/ellipsis_none": "missing-builtin", "expr/fstring_conversions": "format-spec", "expr/fstring_debug": "format-spec",
    "expr/fstring_format_spec": "format-spec", "expr/generator_func": "generators", "expr/generator_send": "generators",
    "expr/generator_state": "generators", "expr/generator_yield_from": "generators", "expr/lambda_basic": "scope",
    "expr/seq_concat_repeat": "numbers", "expr/slice_assign_del": "mutation", "expr/slicing_list": "missing-builtin",
    "expr/str_format_method": "format-spec", "expr/subscript": "exceptions", "expr/unary": "numbers",
    "expr/walrus": "scope", "expr/walrus_scope": "scope", "expr/attribute_access": "exceptions",
    "expr/compare_mixed_types": "exceptions", "expr/in_operator": "exceptions", "expr/starred_assign": "exceptions",
    "expr/starred_call": "exceptions", "expr/tuple_unpack": "exceptions",
    "files/json_strings": "files", "files/open_read": "files", "files/path_pure": "files", "files/pathlib_iterdir": "unk-loop-once",
    "files/yaml_strings": "files", "functools/cached_property": "dunder-attr", "functools/cmp_to_key_singledispatch": "collections",
    "functools/lru_cache": "collections", "functools/partial": "collections", "functools/wraps": "collections",
    "functools/reduce": "exceptions",
    "idioms/class_registry_by_name": "class-creation", "idioms/dataclass_settings": "dataclass", "idioms/enum_modes_table": "enum",
    "idioms/hasattr_table": "unk-if-match", "idioms/sweep_points": "loop-var", "idioms/validate_raise": "obj-display",
    "imports/absent_from_import": "absent-import", "imports/package_dunders": "pkg-path", "imports/pkgutil_registry": "pkg-path",
    "imports/star_import": "scope", "imports/import_module_absent": "absent-import", "imports/module_attr_errors": "exceptions",
    "itertools/product": "method-args", "lists/index_count": "method-args", "lists/mutation_during_build": "loop-var",
    "lists/sort": "containers", "lists/pop_remove": "exceptions", "match/enum_subject": "enum",
    "math/integer_functions": "method-args", "math/powers_logs": "exceptions", "misc/argparse_explicit_args": "opaque-effects",
    "misc/contextlib_misc": "collections", "misc/heapq_bisect": "opaque-effects", "misc/operator_module": "opaque-effects",
    "misc/os_environ": "exceptions", "misc/random_seeded": "opaque-effects", "misc/simplenamespace": "obj-display",
    "numbers/float_methods": "str-methods", "numbers/int_float_compare": "numbers", "numbers/int_methods": "str-methods",
    "numbers/nan_inf": "numbers", "sets/add_discard_remove": "method-args", "sets/comprehension_and_sorted": "containers",
    "sets/frozenset_ops": "containers", "sets/iteration_order_str": "containers", "sets/membership_hashing": "exceptions",
    "sets/relations": "containers", "sets/operators": "exceptions",
    "stmt/annotated_assign": "scope", "stmt/assert_statement": "exceptions", "stmt/del_statement": "mutation",
    "stmt/except_name_unbound": "exceptions", "stmt/except_star": "missing-builtin", "stmt/for_nested_break": "loop-var",
    "stmt/for_target_binding": "loop-var", "stmt/global_statement": "exceptions", "stmt/import_absent_guarded": "absent-import",
    "stmt/import_absent_unguarded": "absent-import", "stmt/with_contextlib": "collections", "stmt/with_statement": "exceptions",
    "stmt/try_reraise": "exceptions",
    "strings/case": "str-methods", "strings/compare_iterate": "missing-builtin", "strings/encode_decode": "exceptions",
    "strings/format_map_translate": "str-methods", "strings/padding": "str-methods", "strings/partition": "str-methods",
    "strings/predicates": "str-methods", "strings/replace_find": "str-methods", "strings/str_methods_misc": "str-methods",
    "strings/split_join": {"r_empty_sep": "exceptions", "*": "method-args"}, "strings/startswith_endswith": "method-args",
    "typing/generic_protocol": "class-creation", "exceptions/attribute_error_builtin_types": "no-raise", "typing/typeddict": "class-creation",
    "enum/strenum": "enum",
}
for p in ("aliases_unique", "auto_values", "basic", "dict_keys_compare", "flag", "intenum", "invalid_member_assign",
          "iteration_members", "lookup", "methods_properties", "str_mixin", "functional_api"):
    ASIS["enum/" + p] = "enum"
for p in ("as_pattern", "class_builtin", "class_keyword", "class_positional", "guard", "literal", "mapping", "mapping_rest",
          "nested_patterns", "or_pattern", "sequence", "sequence_not_str", "value_pattern"):
    ASIS["match/" + p] = "match"

# Variant-specific differences (the as-is run does not have them).
UNKNOWN = [
    (r"expr/comp_filter unknown:limit", "unk-if-match"),
    (r"imports/import_module_absent ", "absent-import"),
    (r"dunder/bool_in_conditions", "unk-loop-once"),
    (r"imports/module_attr_errors", "unk-try"),
    (r"expr/comp_|sets/comprehension|expr/lambda_closure|expr/generator_func|stmt/decorators|stmt/for_target_binding", "unk-loop-once"),
    (r"stmt/while_", "unk-while"),
    (r"expr/fstring|expr/str_format_method|classes/multiple_inheritance", "unk-display"),
    (r"exceptions/uncaught|stmt/raise_uncaught|imports/import_module_absent_unguarded", "unk-ending"),
    (r"match/|stmt/if_elif_else|stmt/return_values|stmt/for_else|idioms/backend_registry", "unk-if-match"),
    (r"expr/starred_literal|idioms/config_defaults", "unk-spread"),
    (r"exceptions/|expr/subscript|expr/zero_division|stmt/try|stmt/except|stmt/assert|lists/pop_remove|builtins/tuple_methods"
     r"|sets/operators|dicts/get_setdefault|expr/starred_call", "unk-try"),
    (r".", "unk-set"),
]
BRANCH_FALSE = {
    "classes/metaclass_init_call": "class-creation", "classes/metaclass_new": "class-creation", "dataclasses/asdict_astuple": "dataclass",
    "dicts/iteration_mutation": "loop-var", "lists/mutation_during_build": "loop-var", "exceptions/common_errors": "scope",
    "classes/property": "dunder-attr", "classes/subclass_registry": "class-creation", "dunder/set_name": "dunder-attr",
    "files/open_read": "files", "functools/lru_cache": "collections", "misc/argparse_explicit_args": "opaque-effects",
    "stmt/decorators": "branch-skip", "stmt/del_statement": "mutation",
}


ERROR_VALUE = re.compile(r'^"\w*(Error|Exception|Exit)"$|^\{"tuple":\["\w*Error"')


def asis_group(d):
    if d["name"] in ("e", "e2") and d["cpython"] == "unbound":
        return "exceptions"
    g = ASIS.get(d["program"], "other")
    if isinstance(g, dict):
        g = g.get(d["name"], g["*"])
    if g in ("exceptions", "files", "method-args") and ERROR_VALUE.match(d["cpython"]) and d["evaluator"] == "unbound":
        return "no-raise"
    return g


def main(path):
    ds = [json.loads(l) for l in open(path)]
    asis_names = collections.defaultdict(set)
    for d in ds:
        if d["variant"] == "as-is":
            asis_names[d["program"]].add(d["name"])
    groups = collections.defaultdict(lambda: {"asis": [], "inherited": [], "variant": []})
    for d in ds:
        kind = d["variant"].split(":")[0]
        if kind == "as-is":
            groups[asis_group(d)]["asis"].append(d)
            continue
        names = asis_names[d["program"]]
        if d["name"] in names or "<ending>" in names:
            # Same cause as the program's as-is difference on that name (or its ending).
            key = dict(d, variant="as-is")
            groups[asis_group(key)]["inherited"].append(d)
            continue
        if kind == "branch":
            g = "branch-skip" if d["flag"] else BRANCH_FALSE.get(d["program"], "other")
        else:
            g = next(g for pat, g in UNKNOWN if re.search(pat, d["program"] + " " + d["variant"]))
        groups[g]["variant"].append(d)
    order = sorted(groups, key=lambda g: -sum(len(v) for v in groups[g].values()))
    total_variants = len({(d["program"], d["variant"]) for d in ds})
    print(f"{len(ds)} differences in {total_variants} variants\n")
    print("| group | programs | variants | differences | as-is | inherited by variants | variant-specific |")
    print("|---|---|---|---|---|---|---|")
    for g in order:
        v = groups[g]
        progs = {d["program"] for k in v.values() for d in k}
        variants = {(d["program"], d["variant"]) for k in v.values() for d in k}
        n = sum(len(x) for x in v.values())
        print(f"| `{g}` | {len(progs)} | {len(variants)} | {n} | {len(v['asis'])} | {len(v['inherited'])} | {len(v['variant'])} |")
    print()
    for g in order:
        v = groups[g]
        print(f"### `{g}`: {GROUPS[g]}\n")
        shown = set()
        examples = v["asis"] + v["variant"] + v["inherited"]
        for d in examples:
            key = (d["program"], d["variant"])
            if d["program"] in {k[0] for k in shown} or len(shown) >= 3:
                continue
            shown.add(key)
            flag = "" if d["flag"] is None else f", flag {d['flag']}"
            print(f"- `{d['program']}` [{d['variant']}{flag}] `{d['name']}`: CPython `{d['cpython'][:140]}`, evaluator `{d['evaluator'][:140]}`")
        progs = sorted({d["program"] for k in v.values() for d in k})
        print(f"\n  Programs ({len(progs)}): " + ", ".join(f"`{p}`" for p in progs[:40]) + (" …" if len(progs) > 40 else "") + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
