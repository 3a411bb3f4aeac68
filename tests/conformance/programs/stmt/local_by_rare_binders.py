# probe: rarer statements that make a name local to the whole function: a bare annotation, del alone, a match capture, a match star or mapping rest, an as-pattern, a from-import, a nested with-as tuple; reading it first raises UnboundLocalError while the global exists
# inputs
x = "global x"
subject = [1, 2, 3]
# body
def attempt(f):
    try:
        return f()
    except UnboundLocalError:
        return "UnboundLocalError"
    except NameError:
        return "NameError"
def bare_annotation():
    y = x
    x: int
    return y
r_bare_annotation = attempt(bare_annotation)
def del_only():
    y = x
    del x
    return y
r_del_only = attempt(del_only)
def match_capture():
    y = x
    match subject:
        case x:
            pass
    return y
r_match_capture = attempt(match_capture)
def match_star():
    y = x
    match subject:
        case [1, *x]:
            pass
    return y
r_match_star = attempt(match_star)
def match_rest():
    y = x
    match {"k": 1}:
        case {**x}:
            pass
    return y
r_match_rest = attempt(match_rest)
def as_pattern():
    y = x
    match subject:
        case [1, 2, 3] as x:
            pass
    return y
r_as_pattern = attempt(as_pattern)
def from_import():
    y = x
    from os import sep as x
    return y
r_from_import = attempt(from_import)
def annotation_only_reads_global():
    x: int
    try:
        return x
    except UnboundLocalError:
        return "still unbound"
r_annotation_then_read = annotation_only_reads_global()
def match_not_taken():
    match subject:
        case {"k": x}:
            pass
        case _:
            pass
    return attempt(lambda: x)
r_match_not_taken = match_not_taken()
def match_taken():
    match subject:
        case [first, *x]:
            return (first, x)
r_match_taken = match_taken()
