# probe: mapping patterns match dicts with at least the given keys; extra keys are allowed
# inputs
event = {"type": "click", "x": 3, "y": 4, "extra": True}
# body
def handle(e):
    match e:
        case {"type": "key", "key": k}:
            return ("key", k)
        case {"type": "click", "x": x, "y": y}:
            return ("click", x, y)
        case {}:
            return "some mapping"
        case _:
            return "not a mapping"
r_click = handle(event)
r_key = handle({"type": "key", "key": "a"})
r_other = handle({"type": "scroll"})
r_list = handle([("type", "click")])
r_missing = handle({"x": 1})
