# probe: re's refusals: unbalanced parentheses, nothing to repeat, unknown escapes, a bad group name or reference (re.error, a subclass of Exception); str pattern on bytes and bytes pattern on str (TypeError); re.error attributes
# inputs
subject = "abc"
# body
import re
def compile_error(p):
    try:
        re.compile(p)
        return "ok"
    except re.error as e:
        return (type(e).__name__, e.pos)
r_unbalanced = compile_error("(ab")
r_extra_paren = compile_error("ab)")
r_nothing_to_repeat = compile_error("*a")
r_multiple_repeat = compile_error("a**")
r_bad_escape = compile_error(r"\q")
r_bad_name = compile_error(r"(?P<1x>a)")
r_dup_name = compile_error(r"(?P<x>a)(?P<x>b)")
r_bad_ref = compile_error(r"(a)\2")
r_open_ref = compile_error(r"(a\1)")
r_unterminated_class = compile_error("[ab")
r_is_exception = issubclass(re.error, Exception)
try:
    re.search("a", subject.encode())
except TypeError as e:
    r_str_on_bytes = type(e).__name__
try:
    re.search(b"a", subject)
except TypeError as e:
    r_bytes_on_str = type(e).__name__
r_bytes_ok = re.findall(rb"[a-b]", subject.encode())
