# probe: a case whose pattern matches but whose guard is false leaves its captures bound for the cases after it; a guard that does not read the captures
# inputs
items = [6, 5]
strict = False
# body
x = "old"
r_seen = "old"
match items:
    case [x, 5] if strict:
        r_seen = "strict"
    case _:
        r_seen = x
r_x = x
y = "old"
r_seen_map = "old"
match {"k": items[0], "z": 1}:
    case {"k": y} if strict:
        r_seen_map = "strict"
    case {"z": 2}:
        r_seen_map = "z2"
    case _:
        r_seen_map = y
r_y = y
