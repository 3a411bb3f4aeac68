# probe: capture patterns bind the subject; the wildcard binds nothing
# inputs
subject = [1, 2]
# body
match subject:
    case whole:
        r_whole = whole
match 42:
    case _:
        r_wild = "matched"
try:
    _
    r_underscore_bound = True
except NameError:
    r_underscore_bound = False
def which(v):
    match v:
        case x if x > 10:
            return "big", x
        case y:
            return "other", y
r_which = (which(11), which(3))
