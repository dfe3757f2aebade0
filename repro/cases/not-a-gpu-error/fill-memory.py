"""Fills 1 GiB of host memory, touching every page (a bytes object of 1 GiB is written in full)."""
x = b"\x01" * (1 << 30)
print("allocated", len(x), "bytes")
