# probe: which arguments are evaluated before a call fails: all of them when the callee is not callable or the arguments do not fit; none when the method lookup itself fails; the callee's subscript before the arguments
# inputs
v = 1
# body
log = []
def note(tag):
    log.append(tag)
    return v
def two(a, b):
    return a + b
def run(thunk):
    log.clear()
    try:
        thunk()
        return ("ok", list(log))
    except Exception as e:
        return (type(e).__name__, list(log))
r_not_callable = run(lambda: v(note("a"), note("b")))
r_too_many = run(lambda: two(note("a"), note("b"), note("c")))
r_missing = run(lambda: two(note("a")))
r_bad_kw = run(lambda: two(note("a"), z=note("z")))
r_attr_missing = run(lambda: None.method(note("a")))
r_obj_attr_then_args = run(lambda: [].append(note("a"), note("b")))
table = {"1": two}
r_subscript_first = run(lambda: table[str(note("key"))](note("a"), note("b")))
r_missing_key = run(lambda: table["nope"](note("a")))
def raising_arg():
    log.append("raise")
    raise KeyError("x")
r_arg_raises = run(lambda: two(note("a"), raising_arg(), note("never")))
r_star_not_iterable = run(lambda: two(note("a"), *v, note("after")))
r_builtin_bad = run(lambda: len(note("a"), note("b")))
