# probe: match inside loops: break and continue from case bodies, a for-else skipped by a break in a case, a while loop driven by match on a stack
# inputs
commands = ["push 3", "push 4", "add", "skip", "push 10", "mul", "stop", "push 99"]
# body
stack = []
skipped = []
for cmd in commands:
    match cmd.split():
        case ["push", n]:
            stack.append(int(n))
        case ["add"]:
            stack.append(stack.pop() + stack.pop())
        case ["mul"]:
            stack.append(stack.pop() * stack.pop())
        case ["skip"]:
            skipped.append(cmd)
            continue
        case ["stop"]:
            break
    skipped.append("after " + cmd)
else:
    stack.append("no stop")
r_stack = stack
r_skipped = skipped
todo = [[1, [2, [3, []]]]]
seen = []
while todo:
    match todo.pop():
        case []:
            continue
        case [head, tail]:
            seen.append(head)
            todo.append(tail)
r_seen = seen
