# probe: or-patterns, including alternatives that bind the same names
# inputs
cmd = ("go", "north")
# body
def parse(c):
    match c:
        case ("go" | "move", direction):
            return ("move", direction)
        case ("quit",) | ("exit",) | "q":
            return "quit"
        case [x, 0] | [0, x]:
            return ("axis", x)
        case _:
            return "unknown"
r_go = parse(cmd)
r_move = parse(["move", "south"])
r_quit = parse(("exit",))
r_q = parse("q")
r_axis1 = parse([5, 0])
r_axis2 = parse((0, 7))
r_unknown = parse(("fly", "up"))
