# probe: deeply nested patterns mixing classes, mappings and sequences
# inputs
msg = {"op": "draw", "shapes": [{"kind": "pt", "at": [1, 2]}, {"kind": "pt", "at": [3, 4]}]}
# body
def first_point(m):
    match m:
        case {"op": "draw", "shapes": [{"kind": "pt", "at": [x, y]}, *others]}:
            return (x, y, len(others))
        case {"op": "draw", "shapes": []}:
            return "nothing"
        case _:
            return None
r_first = first_point(msg)
r_empty = first_point({"op": "draw", "shapes": []})
r_bad = first_point({"op": "erase"})
