# probe: str.format field syntax: indexes and attributes, keys that look like ints, escaped braces, nested specs, auto/manual numbering errors
# inputs
cfg = {"bs": 32, "dtype": "bf16", "3": "three"}
shape = [4, 8, 16]
# body
r_index = "{0[1]}x{0[2]}".format(shape)
r_key = "{c[bs]}/{c[dtype]}".format(c=cfg)
r_key_digit = "{c[3]}".format(c={3: "int-three", "3": "str-three"})
r_attr = "{0.real}+{0.imag}j".format(3.5)
r_escape = "{{}} {{{0}}} }}{{".format(7)
r_nested = "{:{fill}{align}{width}}".format("ab", fill="*", align="^", width=8)
r_nested_auto = "{:{}.{}f}".format(3.14159, 10, 2)
r_repeat = "{0}{1}{0}".format("a", "b")
r_kw_and_pos = "{0}-{name}-{1}".format("x", "y", name="n")
r_conv = "{0!r}|{0!s}|{0!a}|{0!r:>8}".format("\u00e9")
r_empty_name_spec = "{:>4}{:<4}|".format(1, 2)
r_shape_str = "x".join("{}".format(d) for d in shape)
def err(f, *a, **k):
    try:
        return f.format(*a, **k)
    except (ValueError, IndexError, KeyError, TypeError, AttributeError) as e:
        return type(e).__name__ + ": " + str(e)
r_switch = err("{}{0}", 1, 2)
r_switch2 = err("{0}{}", 1, 2)
r_single_open = err("a{b", b=1)
r_single_close = err("a}b")
r_index_out = err("{2}", 1, 2)
r_missing_kw = err("{name}")
r_bad_conv = err("{0!x}", 1)
r_list_str_key = err("{0[a]}", [1])
r_attr_missing = err("{0.nope}", 1)
r_too_deep = err("{:{:{}}}", 1, 2, 3)
r_neg_index = err("{0[-1]}", [1, 2])
r_unclosed_bracket = err("{0[}", [1])
