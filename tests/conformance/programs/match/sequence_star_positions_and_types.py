# probe: sequence patterns with the star first, middle or last capture a new list whatever the subject's type (tuple, list, range); length checks with a star; nested stars
# inputs
data = (1, 2, 3, 4, 5)
# body
def split(v):
    match v:
        case [a, b, *mid, c, d]:
            return ("mid", a, b, mid, c, d)
        case [*head, last]:
            return ("head", head, last)
        case []:
            return "empty"
    return "not a sequence"
r_tuple = split(data)
r_four = split(data[:4])
r_three = split(data[:3])
r_one = split(data[:1])
r_empty = split(())
r_range = split(range(6))
r_str = split("abcd")
match data:
    case (first, *rest):
        r_rest_type = type(rest).__name__
        r_rest = rest
match data:
    case [*whole]:
        r_whole_is = whole is data
        r_whole = whole
match [data[:2], data[2:]]:
    case [[*xs], [y, *ys]]:
        r_nested = (xs, y, ys)
match list(data):
    case [1, *_, 5] as s:
        s.append(6)
        r_alias = s is not data and len(s)
