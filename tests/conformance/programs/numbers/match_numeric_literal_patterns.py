# probe: match literal patterns on numbers: 1 matches 1.0 and True by ==, but True/False/None patterns match by identity; -0.0; class patterns
# inputs
subjects = [1, 1.0, True, 0, -0.0, False, 2.5, float('nan'), 10 ** 3]
# body
def kind(v):
    match v:
        case True:
            return 'is-true'
        case False:
            return 'is-false'
        case 1:
            return 'one'
        case 0:
            return 'zero'
        case 2.5 | 1e3:
            return 'float-literal'
        case int():
            return 'int'
        case float(x) if x != x:
            return 'nan'
        case _:
            return 'other'
r_kinds = [kind(v) for v in subjects]
def neg(v):
    match v:
        case -1:
            return 'minus-one'
        case -0.5:
            return 'minus-half'
        case _:
            return 'other'
r_neg = [neg(v) for v in (-1, -1.0, -0.5, -True, 0.5)]
def cls(v):
    match v:
        case bool():
            return 'bool'
        case int(n):
            return ('int', n)
        case float(f):
            return ('float', f)
    return 'none'
r_cls = [cls(v) for v in (True, 3, 3.5)]
