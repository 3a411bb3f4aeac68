# probe: printf-style % error cases and their messages: too few/many args, bad types for d/x/c, unknown conversion, incomplete format, mapping needed
# inputs
fmt_two = "%s %s"
# body
def err(f, a):
    try:
        return f % a
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        return type(e).__name__ + ": " + str(e)
r_mapping = err("%(a)s", ("x",))
r_missing_key = err("%(b)s", {"a": 1})
r_extra_dict = err("%s", {"a": 1})
r_tuple_arg = err("%s", ((1, 2),))
r_no_fmt_dict = err("text", {"a": 1})
r_no_fmt_tuple = err("text", ())
r_few = err(fmt_two, ("a",))
r_many = err("%s", ("a", "b"))
r_no_args = err("%s %s", ())
r_d_str = err("%d", "7")
r_x_float = err("%x", 3.0)
r_c_big = err("%c", 0x110000)
r_c_neg = err("%c", -1)
r_c_str = err("%c", "ab")
r_unknown = err("%y", 1)
r_incomplete = err("abc %", 1)
r_f_str = err("%f", "1.5")
r_star_float = err("%*d", (2.0, 3))
r_list_arg = err("%s and %s", [1, 2])
r_no_fmt_str = err("text", "x")
