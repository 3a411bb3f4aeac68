# probe: an except clause's class expression is evaluated only when an exception reaches it: an undefined name after a matching clause is never looked up, one before it is
# inputs
k = "k"
# body
log = []
def cls(c):
    log.append(c.__name__)
    return c
try:
    {}[k]
except cls(KeyError):
    r_first = "KeyError"
except cls(IndexError):
    r_first = "IndexError"
try:
    {}[k]
except KeyError:
    r_undefined_later = "caught"
except undefined_name:
    r_undefined_later = "never"
try:
    try:
        {}[k]
    except undefined_name:
        r_undefined_first = "never"
except NameError as e:
    r_undefined_first = ("NameError", type(e.__context__).__name__)
try:
    pass
except undefined_name:
    pass
r_no_raise = "fine"
r_log = log
