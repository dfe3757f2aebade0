"""Triggers the fork error inside DataLoader workers: a Dataset that builds CUDA tensors, num_workers=2, CUDA already used in the parent."""
import torch
from torch.utils.data import DataLoader, Dataset


class OnGpu(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        return torch.full((4,), float(i), device="cuda")


if __name__ == "__main__":
    model = torch.nn.Linear(4, 1).cuda()
    loader = DataLoader(OnGpu(), batch_size=4, num_workers=2)
    for batch in loader:
        print(model(batch).sum().item())
