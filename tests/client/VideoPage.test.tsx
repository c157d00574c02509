import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from './render';
import { VideoPage } from '../../client/src/features/videos/VideoPage';
import { clockDuration, isoDuration, spokenDuration } from '../../client/src/features/videos/videoFormat';

const VIDEO = {
  __typename: 'Video',
  id: 'v1',
  slug: 'what-happens-during-removal',
  title: 'What happens during removal',
  description: 'A walk through a removal.',
  youtubeId: 'aBcDeFgHiJk',
  durationSeconds: 268,
  transcript: 'First paragraph.\n\nSecond paragraph.',
  publishedAt: '2026-05-26T00:00:00.000Z',
  demo: false,
};

function renderVideo(video: Record<string, unknown> | null) {
  return renderWithProviders(<VideoPage />, {
    route: `/videos/${VIDEO.slug}`,
    path: '/videos/:slug',
    link: fakeApi({ data: { video } }).link,
  });
}

describe('video page', () => {
  it('shows a poster and a play button, and only loads the YouTube player when it is pressed', async () => {
    const { container } = renderVideo(VIDEO);
    const play = await screen.findByRole('button', { name: 'Play video: What happens during removal' });
    const poster = play.querySelector('img')!;
    expect(poster).toHaveAttribute('src', 'https://i.ytimg.com/vi/aBcDeFgHiJk/hqdefault.jpg');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('width', '480');
    expect(poster).toHaveAttribute('height', '360');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('script')).toBeNull();

    await userEvent.click(play);

    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1');
    expect(player).toHaveAttribute('title', 'What happens during removal');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player).toHaveFocus();
    // The transcript is on the page, a paragraph each.
    expect(screen.getByRole('heading', { name: 'Transcript' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
  });

  it('shows a demo video as "coming soon" with its transcript, with nothing from YouTube', async () => {
    const { container } = renderVideo({ ...VIDEO, demo: true, youtubeId: 'sfrDemo0002' });
    expect(await screen.findByRole('img', { name: 'What happens during removal: video coming soon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(container.innerHTML).not.toMatch(/ytimg|youtube/);
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
  });

  it('answers an unknown video with the 404 screen', async () => {
    renderVideo(null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('video durations', () => {
  it.each([
    [0, 'PT0S', '0:00', '0 seconds'],
    [59, 'PT59S', '0:59', '59 seconds'],
    [60, 'PT1M0S', '1:00', '1 minute'],
    [214, 'PT3M34S', '3:34', '3 minutes 34 seconds'],
    [3725, 'PT1H2M5S', '1:02:05', '62 minutes 5 seconds'],
  ])('%i seconds', (seconds, iso, clock, spoken) => {
    expect(isoDuration(seconds)).toBe(iso);
    expect(clockDuration(seconds)).toBe(clock);
    expect(spokenDuration(seconds)).toBe(spoken);
  });
});
