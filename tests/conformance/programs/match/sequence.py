# probe: sequence patterns: fixed length, star capture, nested, tuple or list subjects alike
# inputs
point = (1, 2)
items = [1, 2, 3, 4]
# body
def shape(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return ("one", x)
        case [x, y]:
            return ("two", x, y)
        case [first, *rest]:
            return ("many", first, rest)
r_point = shape(point)
r_items = shape(items)
r_empty = shape(())
r_one = shape([9])
match items:
    case [*init, last]:
        r_last = (init, last)
match items:
    case [_, *middle, _]:
        r_middle = middle
match [(1, 2), (3, 4)]:
    case [(a, b), (c, d)]:
        r_nested = a + b + c + d
