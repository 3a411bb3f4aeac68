# probe: as-patterns bind the whole matched sub-subject
# inputs
data = [1, [2, 3]]
# body
match data:
    case [int() as first, [_, _] as pair]:
        r_first = first
        r_pair = pair
match 2:
    case (1 | 2 | 3) as small:
        r_small = small
match {"k": (1, 2)}:
    case {"k": (a, b) as t}:
        r_t = (t, a, b)
