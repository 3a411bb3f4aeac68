# probe: lists as stacks and queues
# inputs
ops = ["push 1", "push 2", "pop", "push 3"]
# body
stack = []
popped = []
for op in ops:
    if op.startswith("push"):
        stack.append(int(op.split()[1]))
    else:
        popped.append(stack.pop())
r_stack = stack
r_popped = popped
queue = [1, 2, 3]
r_first = queue.pop(0)
r_queue = queue
